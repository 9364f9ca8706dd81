import {useState, type RefObject} from 'react';
import clsx from 'clsx';
import {copyText, type CopyResult} from '../../../../lib/clipboard';
import {useToast, type ToastMessage} from '../../../../components/Toast';
import styles from './styles.module.css';

export interface CopyEmailButtonProps {
  readonly email: string;
  /** The element showing the address: selected for the visitor when the clipboard is out of reach. */
  readonly addressRef: RefObject<HTMLElement | null>;
  readonly className?: string;
}

function messageFor(result: CopyResult, email: string): ToastMessage {
  switch (result) {
    case 'copied':
      return {tone: 'success', title: 'Email address copied', description: `${email} is on your clipboard.`};
    case 'selected':
      return {
        tone: 'error',
        title: 'Couldn’t copy automatically',
        description: 'The address is selected: press Ctrl+C, or ⌘C on a Mac, to copy it.',
      };
    case 'failed':
      return {
        tone: 'error',
        title: 'Couldn’t copy automatically',
        description: `Please copy ${email} by hand.`,
      };
  }
}

/** Copies the support address and confirms with a notification. Needs JavaScript: render it in the browser only. */
export default function CopyEmailButton({email, addressRef, className}: CopyEmailButtonProps) {
  const notify = useToast();
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    setBusy(true);
    const result = await copyText(email, addressRef.current);
    setBusy(false);
    notify(messageFor(result, email));
  };

  return (
    <button
      type="button"
      className={clsx('button button--outline button--primary', styles.button, className)}
      onClick={() => void copy()}
      disabled={busy}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <rect x="8" y="8" width="12" height="12" rx="2" />
        <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
      </svg>
      Copy address
    </button>
  );
}
