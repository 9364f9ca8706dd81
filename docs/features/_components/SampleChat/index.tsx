import {useId} from 'react';
import clsx from 'clsx';
import type {ChatMessage} from '../coachingInsights';
import styles from './styles.module.css';
import {keepUnits} from '@site/src/lib/typography';

export interface SampleChatProps {
  readonly messages: readonly ChatMessage[];
  /** What the runner is called in the transcript. */
  readonly runnerName: string;
  readonly label?: string;
}

/** A coach-chat conversation as a transcript: every message says who wrote it, in words as well as by side. */
export default function SampleChat({messages, runnerName, label = 'Sample coach chat'}: SampleChatProps) {
  const captionId = useId();
  return (
    <figure className={styles.chat} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {label}
      </figcaption>
      <ol className={styles.messages}>
        {messages.map((message, index) => {
          const coach = message.from === 'coach';
          const sameSpeaker = messages[index - 1]?.from === message.from;
          return (
            <li key={message.text} className={clsx(styles.message, coach ? styles.coach : styles.runner)}>
              <span className={clsx(styles.speaker, sameSpeaker && 'visually-hidden')}>
                {coach ? 'Coach' : runnerName}
              </span>
              <p className={styles.bubble}>{keepUnits(message.text)}</p>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
