import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import NavbarEarlyAccess from '@site/src/components/NavbarEarlyAccess';

/** The theme's navbar item types plus the site's Get Early Access button. */
const SiteComponentTypes: ComponentTypesObject = {
  ...(ComponentTypes as ComponentTypesObject),
  'custom-earlyAccess': NavbarEarlyAccess,
};

export default SiteComponentTypes;
