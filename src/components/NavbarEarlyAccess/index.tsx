import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import EarlyAccessLink from '../EarlyAccessLink';
import styles from './styles.module.css';

export interface NavbarEarlyAccessProps {
  /** Set by the theme when the item renders inside the mobile drawer. */
  readonly mobile?: boolean;
}

/** The header's Get Early Access button (navbar item type 'custom-earlyAccess'). */
export default function NavbarEarlyAccess({mobile = false}: NavbarEarlyAccessProps) {
  const mobileSidebar = useNavbarMobileSidebar();
  if (mobile) {
    return (
      <li className="menu__list-item">
        <EarlyAccessLink
          className={styles.mobileButton}
          onNavigate={() => {
            if (mobileSidebar.shown) mobileSidebar.toggle();
          }}
        />
      </li>
    );
  }
  return (
    <div className="navbar__item">
      <EarlyAccessLink size="sm" className={styles.desktopButton} />
    </div>
  );
}
