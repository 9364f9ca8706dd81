import {ICONS, type IconName} from './icons';

export type {IconName} from './icons';

export interface IconProps {
  readonly name: IconName;
  /** Width and height in px; the drawing is on a 24 px grid. */
  readonly size?: number;
  /** Stroke width on that grid. */
  readonly strokeWidth?: number;
  readonly className?: string;
}

/**
 * One of the site's icons (./icons.tsx): a 24 px drawing stroked with the current colour, rounded ends
 * and joins. Decorative: hidden from assistive technology (the text beside it says what it means).
 */
export default function Icon({name, size = 24, strokeWidth = 1.8, className}: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}
