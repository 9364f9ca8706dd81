import {useId, useRef, type SyntheticEvent} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import JsonLd from '../JsonLd';
import {answerParagraphs, faqPageJsonLd, type FaqItem} from './faq';
import styles from './styles.module.css';
import Icon from '../Icon';
import {keepCompounds} from '@site/src/lib/compounds';
import {keepUnits} from '@site/src/lib/typography';

export interface FaqProps {
  readonly items: readonly FaqItem[];
  /** Names the group of `<details>` elements (one open at a time); generated when omitted. */
  readonly name?: string;
  /** One answer open at a time (the default), or each question opens on its own. */
  readonly oneAtATime?: boolean;
  /** The marker after each question: a chevron that turns over, or a plus that becomes a minus. */
  readonly marker?: 'chevron' | 'plus';
  /** Also puts the questions in the page head as FAQPage structured data (rich results in search). */
  readonly structuredData?: boolean;
  readonly className?: string;
}

/**
 * Expandable questions built on native `<details>`/`<summary>`: server-rendered, keyboard-operable and
 * readable without JavaScript, and, when asked, the same questions as FAQPage JSON-LD. By default one
 * item is open at a time and activating the open one closes it: the shared `name` gives that behaviour
 * natively in current browsers; the toggle handler gives it where `name` on `<details>` is not
 * supported yet.
 */
export default function Faq({
  items,
  name,
  oneAtATime = true,
  marker = 'chevron',
  structuredData = false,
  className,
}: FaqProps) {
  const generatedName = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    listRef.current?.querySelectorAll('details[open]').forEach((details) => {
      if (details !== opened) (details as HTMLDetailsElement).open = false;
    });
  };

  return (
    <>
      <div ref={listRef} className={clsx(styles.list, className)}>
        {items.map((item) => (
          <details
            key={item.id ?? item.question}
            id={item.id === undefined ? undefined : `faq-${item.id}`}
            name={oneAtATime ? (name ?? generatedName) : undefined}
            className={styles.item}
            onToggle={oneAtATime ? closeOthers : undefined}
          >
            <summary className={styles.question}>
              <span>{keepCompounds(item.question)}</span>
              {marker === 'plus' ? (
                <span className={styles.plus} aria-hidden="true" />
              ) : (
                <Icon name="chevron-down" size={20} strokeWidth={2.4} className={styles.chevron} />
              )}
            </summary>
            <div className={styles.answer}>
              {answerParagraphs(item.answer).map((paragraph) => (
                <p key={paragraph}>{keepUnits(paragraph)}</p>
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
      {structuredData && <JsonLd data={faqPageJsonLd(items)} />}
    </>
  );
}
