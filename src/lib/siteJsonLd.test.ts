import {siteJsonLd} from './siteJsonLd';

test('describes the organisation and a WebSite whose SearchAction targets the search page', () => {
  const data = siteJsonLd({
    siteRoot: 'https://run.example',
    productName: 'Pacer',
    description: 'An AI running coach.',
    logoUrl: 'https://run.example/img/logo.svg',
    sameAs: ['https://instagram.example/pacer'],
    supportEmail: 'hi@run.example',
  });
  const [organization, website] = data['@graph'];
  expect(organization).toMatchObject({'@type': 'Organization', name: 'Pacer', url: 'https://run.example/'});
  expect(website).toMatchObject({
    '@type': 'WebSite',
    potentialAction: {
      '@type': 'SearchAction',
      target: {urlTemplate: 'https://run.example/search?q={search_term_string}'},
      'query-input': 'required name=search_term_string',
    },
  });
});
