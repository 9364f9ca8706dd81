import {useState, type RefObject} from 'react';
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
      <Icon name="copy" size={18} strokeWidth={2} />
      Copy address
    </button>
  );
}
