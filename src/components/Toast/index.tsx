import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type PropsWithChildren,
} from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import clsx from 'clsx';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
} from '../../constants';
import styles from './styles.module.css';
import Icon from '../Icon';

export type ToastTone = 'success' | 'error';

export interface ToastMessage {
  readonly title: string;
  readonly description?: string;
  /** Shown with an icon and the title's words, never by colour alone. */
  readonly tone?: ToastTone;
}

type Notify = (message: ToastMessage) => void;

const HOTKEY = [TOAST_HOTKEY];

const ToastContext = createContext<Notify | null>(null);

/** Shows a notification. Must be called under <ToastProvider>. */
export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast() must be used inside <ToastProvider>');
  return notify;
}

export interface ToastProviderProps extends PropsWithChildren {
  /** Name of the notification region for screen readers; `{hotkey}` becomes F8. */
  readonly label?: string;
}

/**
 * The site's notification region, on @radix-ui/react-toast: one toast at a time (a new one replaces
 * the current one), shown for 5 s, dismissed by swiping right past 50 px, by its close button or by
 * Escape; F8 moves focus to the region, and each toast is announced to screen readers.
 * Mount it only on pages that notify, so other pages never load it.
 */
export function ToastProvider({label = 'Notifications ({hotkey})', children}: ToastProviderProps) {
  const [toast, setToast] = useState<(ToastMessage & {readonly key: number}) | null>(null);
  const [open, setOpen] = useState(false);
  // False in the server HTML and during hydration, true soon after, in a transition. Mounting the viewport
  // changes Radix's context above the whole page; as an urgent update (as an external store's snapshot
  // differing from the server's is) React rendered it at once with every update pending after the page
  // hydrated, and hydrated a calculator waiting below (src/components/HydrateOnItsOwn) in the same task:
  // 60-95 ms on a 4x-throttled phone. A transition renders in slices and waits for nothing urgent.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  const counter = useRef(0);

  const notify = useCallback<Notify>((message) => {
    counter.current += 1;
    setToast({...message, key: counter.current});
    setOpen(true);
  }, []);

  const tone = toast?.tone ?? 'success';
  return (
    <ToastContext.Provider value={notify}>
      <RadixToast.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection={TOAST_SWIPE_DIRECTION}
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      >
        {children}
        {toast && (
          <RadixToast.Root
            key={toast.key}
            open={open}
            onOpenChange={setOpen}
            className={clsx(styles.toast, styles[tone])}
          >
            <Icon name={tone === 'success' ? 'check-disc' : 'alert-disc'} size={22} className={styles.icon} />
            <div className={styles.text}>
              <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
              {toast.description && (
                <RadixToast.Description className={styles.description}>
                  {toast.description}
                </RadixToast.Description>
              )}
            </div>
            <RadixToast.Close className={styles.close} aria-label="Dismiss notification">
              <span aria-hidden="true">×</span>
            </RadixToast.Close>
          </RadixToast.Root>
        )}
        {/* Client-only: the viewport's server markup carries an inline style, and toasts need JS anyway. */}
        {mounted && <RadixToast.Viewport className={styles.viewport} hotkey={HOTKEY} label={label} />}
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
