/**
 * The operator's identity for the legal pages, read from the LEGAL_* variables, PRIVACY_EMAIL and the
 * grievance officer's: checked like every other setting, and what a production build says while one is
 * unset. siteSettings.ts puts the result in SiteSettings.legal.
 */
import {LEGAL_TEXT_DATE, LEGAL_VERSION} from '../constants';
import {assertEmail, assertPlainText, isoDay, pick, type Env} from './envValues';

/** What the warnings need from the whole settings. */
interface SiteSettingsForGaps {
  readonly productName: string;
  readonly supportEmail: string;
  readonly legal: LegalSettings;
}

/**
 * The operator's identity for the legal pages. Every text is '' when unset: the pages then word their
 * sentences without it (and a production build warns), so nothing here is ever a placeholder.
 */
export interface LegalSettings {
  /** Registered name of the legal entity that runs the service (LEGAL_ENTITY). */
  readonly entity: string;
  /** Postal address on one line, without a closing full stop (LEGAL_ADDRESS). */
  readonly address: string;
  /** Completes "These terms are governed by …", e.g. "the laws of England and Wales" (LEGAL_GOVERNING_LAW). */
  readonly governingLaw: string;
  /** Completes "… may be brought before …", e.g. "the courts of England and Wales" (LEGAL_VENUE). */
  readonly venue: string;
  /** Contact for privacy requests: PRIVACY_EMAIL, else SUPPORT_EMAIL. Never empty. */
  readonly privacyEmail: string;
  /** India's Grievance Officer (GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL). */
  readonly grievanceOfficer: {readonly name: string; readonly email: string};
  /** ISO date (yyyy-mm-dd) the legal pages take effect: LEGAL_EFFECTIVE_DATE, else LEGAL_TEXT_DATE. */
  readonly effectiveDate: string;
  /** Version of the legal text (LEGAL_VERSION in src/constants.ts: it belongs to the text, not the deploy). */
  readonly version: string;
}

/** The legal variables a production build warns about while unset, each with what is weaker without it. */
export const LEGAL_VARIABLES = [
  'LEGAL_ENTITY',
  'LEGAL_ADDRESS',
  'LEGAL_GOVERNING_LAW',
  'LEGAL_VENUE',
  'PRIVACY_EMAIL',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_EMAIL',
  'LEGAL_EFFECTIVE_DATE',
] as const;

/** Longest value each legal text variable may have: one line of a sentence each. */
export const LEGAL_TEXT_MAX_LENGTH = {
  LEGAL_ENTITY: 120,
  LEGAL_ADDRESS: 200,
  LEGAL_GOVERNING_LAW: 120,
  LEGAL_VENUE: 120,
  GRIEVANCE_OFFICER_NAME: 80,
} as const;

/**
 * How far after the build LEGAL_EFFECTIVE_DATE may lie. Publishing changed terms a few weeks before they
 * apply is normal notice; a date further out is almost certainly a typo (2062 for 2026).
 */
export const LEGAL_EFFECTIVE_DATE_MAX_DAYS_AHEAD = 60;

/** The pages put these phrases inside their own sentences, which bring their own full stop. */
function withoutClosingFullStop(value: string): string {
  return value.replace(/\.+$/, '').trim();
}

/**
 * LEGAL_EFFECTIVE_DATE: a real calendar day written yyyy-mm-dd, at most
 * LEGAL_EFFECTIVE_DATE_MAX_DAYS_AHEAD days after the build's own day (UTC).
 */
function readEffectiveDate(env: Env, today: Date): string {
  const value = env.LEGAL_EFFECTIVE_DATE?.trim();
  if (!value) return LEGAL_TEXT_DATE;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw new Error(`LEGAL_EFFECTIVE_DATE must be a date written yyyy-mm-dd, got "${value}"`);
  }
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || isoDay(day) !== value) {
    throw new Error(`LEGAL_EFFECTIVE_DATE must be a real calendar date, got "${value}"`);
  }
  const latest = new Date(`${isoDay(today)}T00:00:00Z`);
  latest.setUTCDate(latest.getUTCDate() + LEGAL_EFFECTIVE_DATE_MAX_DAYS_AHEAD);
  if (day > latest) {
    throw new Error(
      `LEGAL_EFFECTIVE_DATE must be at most ${LEGAL_EFFECTIVE_DATE_MAX_DAYS_AHEAD} days after the build ` +
        `(${isoDay(today)}), got "${value}": publish changed terms shortly before they apply, and check the year.`,
    );
  }
  return value;
}

export function readLegal(env: Env, supportEmail: string, today: Date): LegalSettings {
  const text = (key: keyof typeof LEGAL_TEXT_MAX_LENGTH, tidy: (v: string) => string = (v) => v) => {
    const value = tidy(pick(env, key, ''));
    assertPlainText(key, value, LEGAL_TEXT_MAX_LENGTH[key]);
    return value;
  };
  const email = (key: string, fallback: string) => {
    const value = pick(env, key, fallback);
    if (value) assertEmail(key, value);
    return value;
  };
  return {
    entity: text('LEGAL_ENTITY'),
    address: text('LEGAL_ADDRESS', withoutClosingFullStop),
    governingLaw: text('LEGAL_GOVERNING_LAW', withoutClosingFullStop),
    venue: text('LEGAL_VENUE', withoutClosingFullStop),
    privacyEmail: email('PRIVACY_EMAIL', supportEmail),
    grievanceOfficer: {
      name: text('GRIEVANCE_OFFICER_NAME', withoutClosingFullStop),
      email: email('GRIEVANCE_OFFICER_EMAIL', ''),
    },
    effectiveDate: readEffectiveDate(env, today),
    version: LEGAL_VERSION,
  };
}

/** What a production build's legal pages lose while a legal variable is unset, and what to set. */
export function legalGap(name: (typeof LEGAL_VARIABLES)[number], settings: SiteSettingsForGaps): string {
  const {productName, supportEmail, legal} = settings;
  switch (name) {
    case 'LEGAL_ENTITY':
      return (
        `/terms-of-service and /privacy-policy name no legal entity, only "the team behind ${productName}", ` +
        'so users cannot tell who they contract with or who controls their data. Set it to the registered name.'
      );
    case 'LEGAL_ADDRESS':
      return '/terms-of-service and /privacy-policy give no postal address. Set it to the registered address, on one line.';
    case 'LEGAL_GOVERNING_LAW':
      return (
        '/terms-of-service chooses no governing law ("Law and disputes" only keeps consumers\' local rights). ' +
        'Set it to complete "These terms are governed by …", e.g. "the laws of England and Wales".'
      );
    case 'LEGAL_VENUE':
      return (
        '/terms-of-service names no courts for disputes. Set it to complete "… may be brought before …", ' +
        'e.g. "the courts of England and Wales".'
      );
    case 'PRIVACY_EMAIL':
      return (
        `/privacy-policy and /terms-of-service send privacy requests to SUPPORT_EMAIL (${supportEmail}). ` +
        'Set it to the address that handles privacy requests, if that is another one.'
      );
    case 'GRIEVANCE_OFFICER_NAME':
      return (
        '/privacy-policy and /terms-of-service name no Grievance Officer for users in India, which Indian law ' +
        "expects to be published. Set it to the officer's name."
      );
    case 'GRIEVANCE_OFFICER_EMAIL':
      return (
        `/privacy-policy and /terms-of-service send grievances from India to the privacy contact ` +
        `(${legal.privacyEmail}). Set it to the Grievance Officer's own address, if that is another one.`
      );
    case 'LEGAL_EFFECTIVE_DATE':
      return (
        `the legal pages show ${legal.effectiveDate}, the day this version of their text was written, as ` +
        'their effective date. Set it (yyyy-mm-dd) to the day they take effect on your site.'
      );
  }
}
