import type {PropsWithChildren} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';

export interface MarketingPageProps extends PropsWithChildren {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
}

/** Layout for the React pages in src/pages: title, description, keywords and social tags in one place. */
export default function MarketingPage({title, description, keywords, children}: MarketingPageProps) {
  return (
    <Layout title={title} description={description}>
      <PageMetadata keywords={[...keywords]} />
      <main>{children}</main>
    </Layout>
  );
}
