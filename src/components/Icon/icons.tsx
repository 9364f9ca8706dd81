import type {ReactElement} from 'react';

/**
 * The site's one icon set: every drawing on a 24 px grid, stroked with the current colour unless a
 * part says otherwise (the filled discs of the toast, the magnifier and the external-link arrow).
 * Add a drawing here and use it through `<Icon name="…" />`; nothing else in src/ draws an icon.
 */
export const ICONS = {
  /* ------------------------------------------------------------ marks */
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  cross: <path d="M7 7l10 10M17 7L7 17" />,
  exclamation: <path d="M12 6.75v6.75M12 17.25v.02" />,
  'info-mark': <path d="M12 11.25v6M12 6.75v.02" />,
  warning: (
    <>
      <path d="M12 3.5l9.5 16.5h-19z" />
      <path d="M12 10v4.5M12 17.4v.1" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9.9" />
      <circle cx="12" cy="7.68" r="1.32" fill="currentColor" stroke="none" />
      <path d="M12 10.8v6.6" strokeWidth="2.16" />
    </>
  ),
  'check-disc': (
    <>
      <circle cx="12" cy="12" r="11" fill="currentColor" stroke="none" />
      <path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" strokeWidth="2.4" />
    </>
  ),
  'alert-disc': (
    <>
      <circle cx="12" cy="12" r="11" fill="currentColor" stroke="none" />
      <path d="M12 6.5v7M12 17.2v.3" stroke="#fff" strokeWidth="2.4" />
    </>
  ),
  sparkle: <path d="M12 2.25l2.4 7.35 7.35 2.4-7.35 2.4L12 21.75l-2.4-7.35L2.25 12l7.35-2.4z" />,
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  'zoom-in': (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6" />
    </>
  ),
  copy: (
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </>
  ),
  search: (
    <path
      fill="currentColor"
      stroke="none"
      transform="scale(1.5)"
      d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
    />
  ),
  'external-link': (
    <path
      fill="currentColor"
      stroke="none"
      d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
    />
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),

  /* ------------------------------------------------ what the coach does */
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

  /* ------------------------------------------------- where data comes from */
  watch: <path d="M8 4h8l1 3H7zM8 20h8l1-3H7zM6 7h12v10H6zM12 10v2.5l1.5 1" />,
  runner: <path d="M12 4a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM5 20c.6-4 3.3-7 7-7s6.4 3 7 7" />,
  week: <path d="M4 7h16v13H4zM4 11h16M8 4v5M16 4v5M8 15h3" />,

  /* ----------------------------------------------------- offer and support */
  'calendar-check': (
    <>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4M9.5 15l2 2 3.5-4" />
    </>
  ),
  'shield-check': (
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  message: (
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3 0-1.3-.6V16.2A2.5 2.5 0 0 1 4 14V5.5ZM8 8.5h8M8 12h5" />
  ),
  mail: (
    <path d="M3.5 6.5A1.5 1.5 0 0 1 5 5h14a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5v-11Zm.5.3 8 6.2 8-6.2" />
  ),
  book: (
    <path d="M12 6.5C10.3 5.2 7.8 4.5 4.5 4.5v13c3.3 0 5.8.7 7.5 2m0-13c1.7-1.3 4.2-2 7.5-2v13c-3.3 0-5.8.7-7.5 2m0-13v13" />
  ),
  print: (
    <path d="M7 9V4h10v5M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v6H7z" />
  ),
  card: <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 3h18M7 15h4" />,
  help: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6m0 3v.01" />
  ),
} as const satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];
