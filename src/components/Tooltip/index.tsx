import {useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS} from '../../constants';
import styles from './styles.module.css';
import Icon from '../Icon';

/** Gap between the trigger and the bubble, and the minimum distance from the viewport edge, in px. */
const GAP_PX = 8;

/*
 * Shared by every tooltip on the page: at most one is open, and once one closes the next opens at once
 * if the pointer reaches it within the skip delay (moving along a row of cells feels instant).
 */
let closeCurrent: (() => void) | null = null;
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** Test helper: forget which tooltip was open or closed last. */
export function resetTooltipCoordination(): void {
  closeCurrent = null;
  lastClosedAt = Number.NEGATIVE_INFINITY;
}

export interface TooltipProps {
  /** The note. It is always in the page (visually hidden until open) and describes the trigger. */
  readonly content: string;
  /** Accessible name of the trigger button, e.g. 'Note on Runna: Holiday mode'. */
  readonly label: string;
  /** Visible content of the trigger; an info icon by default. */
  readonly children?: ReactNode;
  readonly className?: string;
}

interface Position {
  readonly top: number;
  readonly left: number;
  readonly placement: 'top' | 'bottom';
}

/**
 * A small accessible tooltip: opens after TOOLTIP_DELAY_MS on hover (at once within TOOLTIP_SKIP_DELAY_MS
 * of another closing), at once on keyboard focus, click or tap, and closes on leave, blur, Escape or a
 * tap elsewhere.
 * The note is real text in the document, so nothing depends on hovering or on JavaScript.
 */
export default function Tooltip({content, label, children, className}: TooltipProps) {
  const noteId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const noteRef = useRef<HTMLSpanElement>(null);
  const rootRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const [position, setPosition] = useState<Position | null>(null);

  const clearTimer = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };

  const close = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (openRef.current) lastClosedAt = Date.now();
    openRef.current = false;
    setOpen(false);
    setPosition(null);
  }, []);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (closeCurrent && closeCurrent !== close) closeCurrent();
    closeCurrent = close;
    openRef.current = true;
    setOpen(true);
  }, [close]);

  // Place the open bubble above the trigger (below when there is no room), inside the viewport.
  const place = useCallback(() => {
    const trigger = triggerRef.current;
    const note = noteRef.current;
    if (!trigger || !note) return;
    const anchor = trigger.getBoundingClientRect();
    const bubble = note.getBoundingClientRect();
    const above = anchor.top - GAP_PX - bubble.height;
    const placement = above >= GAP_PX ? 'top' : 'bottom';
    const maxLeft = window.innerWidth - bubble.width - GAP_PX;
    const centred = anchor.left + anchor.width / 2 - bubble.width / 2;
    setPosition({
      placement,
      top: placement === 'top' ? above : anchor.bottom + GAP_PX,
      left: Math.max(GAP_PX, Math.min(centred, maxLeft)),
    });
  }, []);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  // While open: Escape closes; scrolling (the page or a table) and resizing move the bubble along.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    // A tap elsewhere closes it (touch browsers that do not focus buttons on tap never send a blur).
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', place, {capture: true, passive: true});
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', place, {capture: true});
      window.removeEventListener('resize', place);
      if (closeCurrent === close) closeCurrent = null;
    };
  }, [open, close, place]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onPointerEnter = () => {
    if (open) return;
    const skip = closeCurrent !== null || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    if (skip) show();
    else {
      clearTimer();
      timer.current = setTimeout(show, TOOLTIP_DELAY_MS);
    }
  };

  const onPointerLeave = () => {
    clearTimer();
    if (document.activeElement !== triggerRef.current) close();
  };

  return (
    <span
      ref={rootRef}
      className={clsx(styles.root, className)}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-describedby={noteId}
        onFocus={show}
        onBlur={close}
        onClick={show}
      >
        {children ?? <Icon name="info" size={16} />}
      </button>
      <span
        ref={noteRef}
        id={noteId}
        role="tooltip"
        data-state={open ? 'open' : 'closed'}
        className={clsx(
          open ? styles.bubble : styles.hidden,
          position && styles[position.placement],
          open && !position && styles.measuring,
        )}
        // Coordinates are measured at run time; everything else about the look is in the CSS module.
        style={position ? {top: position.top, left: position.left} : undefined}
      >
        {content}
      </span>
    </span>
  );
}
