import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import Link from '@docusaurus/Link';
import {FREE_TRIAL_DAYS, LAUNCH_DISCOUNT_PERCENT, SIGNUP_CONFIRMATION_DELAY_MS} from '../../../constants';
import {useSiteSettings} from '../../../hooks/useSiteSettings';
import styles from './styles.module.css';
import Icon from '../../../components/Icon';

export type SignupPhase = 'form' | 'submitting' | 'submitted';

export interface SignupFormProps {
  /** Time between a valid submit and the confirmation (the spec's 2000 ms). */
  readonly confirmationDelayMs?: number;
  /** Register Another Email: reloads the page. Injectable for tests. */
  readonly reload?: () => void;
  readonly className?: string;
}

const reloadPage = () => window.location.reload();

/**
 * An address whose domain has a dot: a browser's own email check takes "maya@gmail" (a valid address on a
 * private network), and since the list's answer is never read (success is assumed), a runner who left off
 * ".com" would wait for an invitation that cannot come. Checked by the browser, with or without JavaScript.
 */
export const EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+\\.[^@\\s]+';

/**
 * The early-access sign-up: a plain HTML form that posts to the mailing list in a new tab, so it works
 * without JavaScript. With JavaScript, a valid submit (the browser validates first) disables the button,
 * lets the native post go ahead, and after the delay shows the confirmation and moves focus to it.
 * The result of the post is not read: success is assumed, as the spec says.
 */
export default function SignupForm({
  confirmationDelayMs = SIGNUP_CONFIRMATION_DELAY_MS,
  reload = reloadPage,
  className,
}: SignupFormProps) {
  const {productName, signupFormAction, signupTags, signupHoneypotName, instagramUrl} = useSiteSettings();
  const [phase, setPhase] = useState<SignupPhase>('form');
  const posted = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    if (phase !== 'submitting') return undefined;
    const timer = setTimeout(() => setPhase('submitted'), confirmationDelayMs);
    return () => clearTimeout(timer);
  }, [phase, confirmationDelayMs]);

  useEffect(() => {
    if (phase === 'submitted') heading.current?.focus();
  }, [phase]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The first valid submit posts natively; anything after it is a double post and is stopped here.
    if (posted.current) {
      event.preventDefault();
      return;
    }
    posted.current = true;
    setPhase('submitting');
  };

  if (phase === 'submitted') {
    return (
      <div className={className}>
        <div className={styles.confirmation}>
          <Icon name="check" strokeWidth={2.5} className={styles.check} />
          <h3 ref={heading} tabIndex={-1} className={styles.confirmationTitle}>
            Welcome to the {productName} Family!
          </h3>
          <p>
            You are on the early-access waitlist. We will email you before launch with your invite, your{' '}
            {FREE_TRIAL_DAYS}-day free trial and your {LAUNCH_DISCOUNT_PERCENT}% launch discount.
          </p>
          <p className={styles.note}>
            If the mailing-list tab asked you to confirm your address, please do, so our emails reach you.
          </p>
          <div className={styles.actions}>
            <button type="button" className="button button--primary" onClick={() => reload()}>
              Register Another Email
            </button>
            <a
              className="button button--outline button--primary"
              href={instagramUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Follow Updates<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </div>
    );
  }

  const submitting = phase === 'submitting';
  return (
    <div className={className}>
      <form
        className={styles.form}
        method="post"
        action={signupFormAction}
        target="_blank"
        rel="noopener"
        onSubmit={handleSubmit}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>Email address</label>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            name="EMAIL"
            required
            pattern={EMAIL_PATTERN}
            title="An email address with its domain, such as maya@example.com"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-fname`}>
            First name <span className={styles.optional}>(optional)</span>
          </label>
          <input
            id={`${id}-fname`}
            className={styles.input}
            type="text"
            name="FNAME"
            autoComplete="given-name"
          />
        </div>
        <input type="hidden" name="tags" value={signupTags} />
        <div className={styles.honeypot} aria-hidden="true">
          <input type="text" name={signupHoneypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button
          type="submit"
          className={`button button--primary button--lg ${styles.submit}`}
          disabled={submitting}
          aria-disabled={submitting}
        >
          {submitting ? 'Joining…' : 'Reserve My Spot'}
        </button>
        <p role="status" className={styles.status}>
          {submitting ? 'Sending your sign-up. The mailing list opens in a new tab.' : ''}
        </p>
        <p className={styles.note}>
          Free to join, no card needed. Submitting opens our mailing-list provider in a new tab. We only email
          you about the launch; unsubscribe in one click. <Link to="/privacy-policy">Privacy Policy</Link>
        </p>
      </form>
    </div>
  );
}
