/** Structured data for the home page: the organisation behind the site and the site's own search. */
export interface SiteJsonLdInput {
  /** Absolute origin plus base path, without trailing slash, e.g. https://example.org */
  readonly siteRoot: string;
  readonly productName: string;
  readonly description: string;
  readonly logoUrl: string;
  readonly sameAs: readonly string[];
  readonly supportEmail: string;
}

export function siteJsonLd({
  siteRoot,
  productName,
  description,
  logoUrl,
  sameAs,
  supportEmail,
}: SiteJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${siteRoot}/#organization`,
        name: productName,
        url: `${siteRoot}/`,
        logo: logoUrl,
        description,
        email: supportEmail,
        sameAs: [...sameAs],
      },
      {
        '@type': 'WebSite',
        '@id': `${siteRoot}/#website`,
        name: productName,
        url: `${siteRoot}/`,
        publisher: {'@id': `${siteRoot}/#organization`},
        potentialAction: {
          '@type': 'SearchAction',
          target: {'@type': 'EntryPoint', urlTemplate: `${siteRoot}/search?q={search_term_string}`},
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
