import type {ReactElement} from 'react';
import type {BenefitIcon} from '../../data/benefits';

/** Line drawings on a 24 px grid, stroked with the current colour. */
export const BENEFIT_ICON_PATHS: Readonly<Record<BenefitIcon, ReactElement>> = {
  adapt: (
    <>
      <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
      <path d="M3 21v-5h5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4.5" width="18" height="16" rx="2.5" />
      <path d="M3 9.5h18M8 2.5v4M16 2.5v4" />
      <path d="M8.5 15l2.2 2.2 4.8-4.7" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2.8l7.5 3v5.7c0 4.6-3.1 8.3-7.5 9.7-4.4-1.4-7.5-5.1-7.5-9.7V5.8z" />
      <path d="M12 8v4.5M12 15.8v.1" />
    </>
  ),
  chat: (
    <>
      <path d="M20.5 11.5a8 8 0 0 1-11.7 7.1L3.5 20l1.4-4.6A8 8 0 1 1 20.5 11.5z" />
      <path d="M8.5 10.5h7M8.5 13.5h4.5" />
    </>
  ),
};

export function BenefitIconSvg({icon}: {readonly icon: BenefitIcon}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {BENEFIT_ICON_PATHS[icon]}
    </svg>
  );
}
