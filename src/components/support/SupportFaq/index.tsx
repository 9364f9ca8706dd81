import Link from '@docusaurus/Link';
import {SUPPORT_FAQ, type SupportFaqItem} from '../../../data/supportFaq';
import styles from './styles.module.css';

export interface SupportFaqProps {
  readonly items?: readonly SupportFaqItem[];
}

/**
 * The support questions as native disclosure widgets: every answer is in the HTML, readable and
 * searchable without JavaScript, and each question is a keyboard-operable button for assistive tech.
 */
export default function SupportFaq({items = SUPPORT_FAQ}: SupportFaqProps) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.id} id={`faq-${item.id}`} className={styles.item}>
          <summary className={styles.question}>
            <span>{item.question}</span>
            <span className={styles.marker} aria-hidden="true" />
          </summary>
          <div className={styles.answer}>
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {item.link && (
              <p>
                <Link to={item.link.to} className={styles.more}>
                  {item.link.label}
                </Link>
              </p>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
