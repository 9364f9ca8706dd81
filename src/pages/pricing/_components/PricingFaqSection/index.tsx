import {pricingFaq} from '../pricingFaq';
import {useSiteSettings} from '@site/src/hooks/useSiteSettings';
import Faq from '@site/src/components/Faq';
import Section from '@site/src/components/Section';
import SectionTitle, {sectionTitleTextId} from '@site/src/components/SectionTitle';

/** The pricing questions, as an accordion and as FAQPage structured data from the same list. */
export default function PricingFaqSection() {
  const {supportEmail} = useSiteSettings();
  const items = pricingFaq({supportEmail});
  return (
    <Section id="pricing-faq" labelledBy={sectionTitleTextId('pricing-faq-title')} narrow>
      <SectionTitle
        id="pricing-faq-title"
        eyebrow="FAQ"
        title="Pricing questions, answered"
        lead="Trials, discounts, refunds and the small print, in plain words."
      />
      <Faq items={items} name="pricing-faq" structuredData />
    </Section>
  );
}
