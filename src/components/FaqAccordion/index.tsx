import {useId, useRef, type SyntheticEvent} from 'react';
import clsx from 'clsx';
import {answerParagraphs, type FaqItem} from '../../lib/faq';
import styles from './styles.module.css';

export interface FaqAccordionProps {
  readonly items: readonly FaqItem[];
  /** Names the group of `<details>` elements (one open at a time); generated when omitted. */
  readonly name?: string;
  readonly className?: string;
}

/**
 * Expandable questions built on native `<details>`/`<summary>`: server-rendered, keyboard-operable and
 * readable without JavaScript. One item is open at a time and activating the open one closes it. The
 * shared `name` gives that behaviour natively in current browsers; the toggle handler gives it where
 * `name` on `<details>` is not supported yet.
 */
export default function FaqAccordion({items, name, className}: FaqAccordionProps) {
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
    <div ref={listRef} className={clsx(styles.list, className)}>
      {items.map((item) => (
        <details
          key={item.question}
          name={name ?? generatedName}
          className={styles.item}
          onToggle={closeOthers}
        >
          <summary className={styles.question}>
            <span>{item.question}</span>
            <svg className={styles.chevron} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path
                d="M5 7.5l5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          <div className={styles.answer}>
            {answerParagraphs(item.answer).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
