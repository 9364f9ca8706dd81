import ClosingCta from '@site/src/components/ClosingCta';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import {useSiteSettings} from '@site/src/hooks/useSiteSettings';

export default function ShopPage() {
  const {shop, productName} = useSiteSettings();
  return (
    <MarketingPage
      title="Shop"
      description="Running tees, caps and bottles for early-access members and the runners who train with them."
      keywords={['running merchandise', 'running t-shirt', 'running cap', 'team kit']}
    >
      <PageHero
        eyebrow="Shop"
        title="Kit for the miles ahead"
        lead={`Technical tees, caps and bottles in the ${productName} colours, printed on demand and shipped by our print partner.`}
      >
        <a className="button button--primary button--lg" href={shop.prefix}>
          Open the shop
        </a>
      </PageHero>
      <ClosingCta
        title="Gear up, then train smarter"
        lead="Early-access members hear first about new designs and launch offers."
      />
    </MarketingPage>
  );
}
