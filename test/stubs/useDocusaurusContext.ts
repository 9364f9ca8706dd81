import {testSettings} from './testSettings';

const context = {
  siteConfig: {
    title: testSettings.productName,
    baseUrl: '/',
    url: testSettings.siteUrl,
    customFields: {settings: testSettings},
  },
  siteMetadata: {},
  globalData: {},
  i18n: {currentLocale: 'en'},
};

export default function useDocusaurusContext() {
  return context;
}
