import {startTransition, useEffect, useRef, useState, type PropsWithChildren} from 'react';
import clsx from 'clsx';
import {prefersReducedMotion} from '../../lib/scroll';
import styles from './styles.module.css';

export interface RevealProps extends PropsWithChildren {
  readonly className?: string;
}

type Phase = 'static' | 'waiting' | 'shown';

/**
 * Fades its content in once when it first enters the view.
 * Server HTML is always visible ('static'); after hydration only content that is still below the fold
 * is hidden until it scrolls in, so nothing visible flickers, nothing is hidden without JavaScript,
 * and nothing moves for visitors who prefer reduced motion.
 */
export default function Reveal({className, children}: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const observerRef = useRef<IntersectionObserver | null>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return undefined;
    if (element.getBoundingClientRect().top < window.innerHeight) return undefined;
    // A transition: hiding content nobody sees yet must not join the urgent renders after hydration.
    startTransition(() => setPhase('waiting'));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('shown');
          observer.disconnect();
        }
      },
      {rootMargin: '0px 0px -10% 0px'},
    );
    observerRef.current = observer;
    observer.observe(element);
    return () => {
      observer.disconnect();
      observerRef.current = null;
    };
  }, []);

  // Focus can land in the block before the observer shows it: Tab scrolls a link only just into view, into
  // the bottom 10% the observer leaves out (WCAG 2.4.7). CSS shows the block at once while it holds the
  // focus (.reveal:focus-within); this keeps it shown once the focus moves on.
  const showOnFocus =
    phase === 'waiting'
      ? () => {
          observerRef.current?.disconnect();
          setPhase('shown');
        }
      : undefined;

  return (
    <div ref={ref} className={clsx(styles.reveal, styles[phase], className)} onFocus={showOnFocus}>
      {children}
    </div>
  );
}
