import {useToast} from '@site/src/components/Toast';

export interface CopyLinkButtonProps {
  readonly className?: string;
}

/** Copies the page's address (which holds the tool's inputs) and confirms with the site's toast. */
export default function CopyLinkButton({className}: CopyLinkButtonProps) {
  const notify = useToast();
  const copy = () => {
    const done = () =>
      notify({
        title: 'Link copied',
        description: 'Open it anywhere to see this result again.',
        tone: 'success',
      });
    const failed = () =>
      notify({
        title: 'Could not copy the link',
        description: 'Copy the address from the address bar instead: it holds your inputs.',
        tone: 'error',
      });
    if (!navigator.clipboard) {
      failed();
      return;
    }
    navigator.clipboard.writeText(window.location.href).then(done, failed);
  };
  return (
    <button type="button" className={className} onClick={copy}>
      Copy link
    </button>
  );
}
