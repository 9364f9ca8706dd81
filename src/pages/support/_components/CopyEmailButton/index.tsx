import {useRef, useState, type RefObject} from 'react';
import clsx from 'clsx';
import {copyText, type CopyResult} from '../../../../lib/clipboard';
import {useToast, type ToastMessage} from '../../../../components/Toast';
import styles from './styles.module.css';
import Icon from '../../../../components/Icon';

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
  // The press being handled, read synchronously: a second press before the re-render must not copy twice.
  const busyRef = useRef(false);

  const copy = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const result = await copyText(email, addressRef.current);
      notify(messageFor(result, email));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  // aria-disabled, not disabled, while copying: a focused button that becomes disabled loses the focus to
  // <body>, and a keyboard user would have to find their place again (WCAG 2.4.3). Repeat presses are ignored.
  return (
    <button
      type="button"
      className={clsx('button button--outline button--primary', styles.button, className)}
      onClick={() => void copy()}
      aria-disabled={busy || undefined}
    >
      <Icon name="copy" size={18} strokeWidth={2} />
      Copy address
    </button>
  );
}
