import {useSiteSettings} from '../../hooks/useSiteSettings';

/** The configured product name, for MDX prose and components. */
export default function ProductName() {
  return <>{useSiteSettings().productName}</>;
}
