import ClosingCta from '@site/src/components/ClosingCta';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import SupportEmail from '@site/src/components/SupportEmail';
import {SUPPORT_CHAT_HOURS, SUPPORT_EMAIL_REPLY_HOURS, SUPPORT_FAQ_ID} from '@site/src/constants';

export default function SupportPage() {
  return (
    <MarketingPage
      title="Support"
      description={`Help with early access, plans and your account: live chat ${SUPPORT_CHAT_HOURS}, email replies within ${SUPPORT_EMAIL_REPLY_HOURS} hours.`}
      keywords={['running app support', 'help center', 'FAQ', 'contact']}
    >
      <PageHero
        eyebrow="Support"
        title="How can we help?"
        lead={`Live chat runs ${SUPPORT_CHAT_HOURS}. Email us any time and we reply within ${SUPPORT_EMAIL_REPLY_HOURS} hours.`}
      />
      <Section id={SUPPORT_FAQ_ID} labelledBy="support-faq-title" narrow>
        <SectionTitle id="support-faq-title" title="Contact us" />
        <p className="text--center">
          Write to <SupportEmail /> about early access, your plan or your data.
        </p>
      </Section>
      <ClosingCta title="Not signed up yet?" lead="Join early access and be first to try the coach." />
    </MarketingPage>
  );
}
