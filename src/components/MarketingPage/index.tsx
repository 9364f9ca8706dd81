import type {PropsWithChildren} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';

export interface MarketingPageProps extends PropsWithChildren {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /**
   * A social image of the page's own (a path under static/, e.g. '/img/launch.png'). Without it the
   * build draws the page a card from its title (src/plugins/socialCards.ts).
   */
  readonly image?: string;
}

/** Layout for the React pages in src/pages: title, description, keywords and social tags in one place. */
export default function MarketingPage({title, description, keywords, image, children}: MarketingPageProps) {
  return (
    <Layout title={title} description={description}>
      <PageMetadata keywords={[...keywords]} image={image} />
      <main>{children}</main>
    </Layout>
  );
}
