import useBaseUrl from '@docusaurus/useBaseUrl';
import JsonLd from '../../../components/JsonLd';
import {siteJsonLd} from '../../../lib/siteJsonLd';
import {useSiteSettings} from '../../../hooks/useSiteSettings';

export interface HomeJsonLdProps {
  readonly description: string;
}

/** Organization and WebSite (with SearchAction) structured data in the home page's head. */
export default function HomeJsonLd({description}: HomeJsonLdProps) {
  const {siteUrl, productName, socialLinks, supportEmail} = useSiteSettings();
  const siteRoot = `${siteUrl}${useBaseUrl('/')}`.replace(/\/$/, '');
  const data = siteJsonLd({
    siteRoot,
    productName,
    description,
    logoUrl: `${siteRoot}/img/logo.svg`,
    sameAs: socialLinks.map((link) => link.href),
    supportEmail,
  });
  return <JsonLd data={data} />;
}
