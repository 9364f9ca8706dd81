import {useEffect, useId} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import JsonLd from '../JsonLd';
import StaticMarkup from '../StaticMarkup';
import {useStaticLinks} from '../../hooks/useStaticLinks';
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
 * natively in current browsers; a toggle listener gives it where `name` on `<details>` is not
 * supported yet.
 *
 * The browser opens and closes the questions, so on a page's first load the list keeps its server HTML
 * (StaticMarkup) instead of being hydrated, its answers' links given the router by `useStaticLinks`. The
 * toggle listener is a native one on the list, in the capture phase (`toggle` does not bubble), so it
 * works on the kept HTML too. The JSON-LD is outside the kept list: it goes through `<Head>`, which must
 * render on the client too.
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
  const {ref: listRef, ...linkHandlers} = useStaticLinks();

  useEffect(() => {
    const list = listRef.current;
    if (!oneAtATime || !list) return undefined;
    const closeOthers = (event: Event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      list.querySelectorAll('details[open]').forEach((details) => {
        if (details !== opened) (details as HTMLDetailsElement).open = false;
      });
    };
    list.addEventListener('toggle', closeOthers, true);
    return () => list.removeEventListener('toggle', closeOthers, true);
  }, [oneAtATime, listRef]);

  return (
    <>
      <StaticMarkup ref={listRef} {...linkHandlers} className={clsx(styles.list, className)}>
        {items.map((item) => (
          <details
            key={item.id ?? item.question}
            id={item.id === undefined ? undefined : `faq-${item.id}`}
            name={oneAtATime ? (name ?? generatedName) : undefined}
            className={styles.item}
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
      </StaticMarkup>
      {structuredData && <JsonLd data={faqPageJsonLd(items)} />}
    </>
  );
}
