import type {ReactElement} from 'react';
import type {BenefitIcon} from '../../data/benefits';
import LineIcon from '../LineIcon';

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
  chart: (
    <>
      <path d="M3.5 20.5h17" />
      <path d="M4 15.5l4.5-5 4 3 7-8" />
      <path d="M15.5 5.5h4v4" />
    </>
  ),
  sync: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
      <path d="M9.5 10.5l2 2 3.5-4" />
    </>
  ),
  stretch: (
    <>
      <circle cx="13" cy="4.5" r="2" />
      <path d="M12.5 8l-2.5 5 4 3 1 5.5" />
      <path d="M10 13l-5 4.5" />
      <path d="M12.5 8.5l4.5 2.5 3-2" />
    </>
  ),
  flag: (
    <>
      <path d="M5 21.5V3.5" />
      <path d="M5 4.5h12.5l-2.5 4 2.5 4H5" />
    </>
  ),
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10.5" rx="2.5" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      <path d="M12 14.5v2.5" />
    </>
  ),
  weather: (
    <>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M9 2v1.5M3.5 8.5H2M4.9 4.4l1 1M13.1 4.4l-1 1" />
      <path d="M8.5 20.5h9a3.5 3.5 0 0 0 0-7 5 5 0 0 0-9.3 1.2A3 3 0 0 0 8.5 20.5z" />
    </>
  ),
};

export function BenefitIconSvg({icon}: {readonly icon: BenefitIcon}) {
  return <LineIcon size={28}>{BENEFIT_ICON_PATHS[icon]}</LineIcon>;
}
