import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteSettings} from '../config/siteSettings';

/** The deploy-time settings (product name, support email, endpoints), read once in the config. */
export function useSiteSettings(): SiteSettings {
  const {siteConfig} = useDocusaurusContext();
  return (siteConfig.customFields as {settings: SiteSettings}).settings;
}
