import {useRef} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {SUPPORT_EMAIL_REPLY} from '../../../../constants';
import {useSiteSettings} from '../../../../hooks/useSiteSettings';
import SupportEmail from '../../../../components/SupportEmail';
import CopyEmailButton from '../CopyEmailButton';
import styles from './styles.module.css';

export interface SupportContactProps {
  /** Id of the card's heading, for the section's accessible name. */
  readonly headingId: string;
}

/** The contact address as a mailto link, with a copy button once JavaScript runs. */
export default function SupportContact({headingId}: SupportContactProps) {
  const {supportEmail} = useSiteSettings();
  const addressRef = useRef<HTMLSpanElement>(null);
  return (
    <div className={styles.card}>
      <h2 id={headingId} className={styles.title}>
        Still stuck? Write to us
      </h2>
      <p className={styles.lead}>
        Questions about early access, pricing, your data or a partnership all go to one address.{' '}
        {SUPPORT_EMAIL_REPLY}
      </p>
      <div className={styles.row}>
        <span ref={addressRef} className={styles.address}>
          <SupportEmail />
        </span>
        {/* The copy button only works with JavaScript; its slot is kept so nothing moves when it appears. */}
        <BrowserOnly fallback={<span className={styles.slot} aria-hidden="true" />}>
          {() => <CopyEmailButton email={supportEmail} addressRef={addressRef} />}
        </BrowserOnly>
      </div>
    </div>
  );
}
