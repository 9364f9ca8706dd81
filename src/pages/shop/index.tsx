import ClosingCta from '@site/src/components/ClosingCta';
import EarlyAccessLink from '@site/src/components/EarlyAccessLink';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionTitle, {sectionTitleTextId} from '@site/src/components/SectionTitle';
import ShopWidget from '@site/src/domains/shop/ShopWidget';
import {useSiteSettings} from '@site/src/hooks/useSiteSettings';
import ShopNotes from './_components/ShopNotes';

const COLLECTION_ID = 'collection';

export default function ShopPage() {
  const {productName} = useSiteSettings();
  return (
    <MarketingPage
      title="Shop"
      description={`Running tees, caps and bottles in the ${productName} colours, printed on demand and shipped by our print partner.`}
      keywords={['running merchandise', 'running t-shirt', 'running cap', 'water bottle', 'print on demand']}
    >
      <PageHero
        eyebrow="Shop"
        title="Kit for the miles ahead"
        lead={`Technical tees, caps and bottles in the ${productName} colours, printed on demand for the runners who train with us.`}
      >
        <a className="button button--primary button--lg" href={`#${COLLECTION_ID}`}>
          Browse the Collection
        </a>
        <EarlyAccessLink variant="outline" size="lg" />
      </PageHero>
      {/* No reveal animation: the widget measures its container while it renders. */}
      <Section id={COLLECTION_ID} labelledBy={sectionTitleTextId('collection-title')} reveal={false}>
        <SectionTitle
          id="collection-title"
          eyebrow="The collection"
          title="Wear the work you put in"
          lead="Pick a design, a size and a colour, and our print partner makes it for you and ships it to your door."
        />
        <ShopWidget />
        <ShopNotes />
      </Section>
      <ClosingCta
        title="Gear up, then train smarter"
        lead="Early-access members hear first about new designs and get the launch discount on the app."
      />
    </MarketingPage>
  );
}
