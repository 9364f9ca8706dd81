import {cleanup, render} from '@testing-library/react';
import type {ReactElement} from 'react';
import {MemoryRouter} from 'react-router-dom';
import {settingsFromEnv, type Env, type SiteSettings} from '../../config/siteSettings';
import LegalMeta from '../LegalMeta';
import {
  GoverningLaw,
  GrievanceOfficer,
  OperatorIdentity,
  OtherQuestions,
  PrivacyContact,
  PrivacyEmail,
} from '.';

let settings: SiteSettings;
jest.mock('../../hooks/useSiteSettings', () => ({useSiteSettings: () => settings}));

const BASE = {PRODUCT_NAME: 'Pacer', SUPPORT_EMAIL: 'help@pacer.example'};
const CONFIGURED = {
  ...BASE,
  LEGAL_ENTITY: 'Pacer Labs Ltd.',
  LEGAL_ADDRESS: '1 Harbour Road, Bristol BS1 5XX, United Kingdom',
  LEGAL_GOVERNING_LAW: 'the laws of England and Wales',
  LEGAL_VENUE: 'the courts of England and Wales',
  PRIVACY_EMAIL: 'privacy@pacer.example',
  GRIEVANCE_OFFICER_NAME: 'Asha Raman',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@pacer.example',
  LEGAL_EFFECTIVE_DATE: '2026-12-01',
};

function renderWith(env: Env, element: ReactElement) {
  cleanup();
  settings = settingsFromEnv(env, new Date('2026-11-23T00:00:00Z'));
  return render(<div data-testid="page">{element}</div>, {wrapper: MemoryRouter}).getByTestId('page');
}

/** A finished sentence: no placeholder, no empty slot, no doubled punctuation, ends with a full stop. */
function expectFinishedProse(text: string) {
  expect(text).not.toMatch(/TODO|TBD|undefined|null|\{|\}|\[|\]/);
  expect(text).not.toMatch(/\s[,.]|,,|\.\.|\(\s*\)|\s{2,}/);
  expect(text.trim()).toMatch(/\.$/);
}

const PIECES: ReadonlyArray<[string, ReactElement]> = [
  ['OperatorIdentity', <OperatorIdentity key="i" />],
  ['GoverningLaw', <GoverningLaw key="g" />],
  ['PrivacyContact', <PrivacyContact key="p" />],
  ['GrievanceOfficer', <GrievanceOfficer key="o" />],
  ['PrivacyContact after the support address', <PrivacyContact key="a" afterSupportEmail />],
  ['OtherQuestions', <OtherQuestions key="q" />],
];

/** How many times the page writes an email address out. */
const addressesIn = (page: HTMLElement, address: string) =>
  (page.textContent ?? '').split(address).length - 1;

describe('with every legal variable set', () => {
  it('names the entity and its postal address', () => {
    const page = renderWith(CONFIGURED, <OperatorIdentity />);
    expect(page).toHaveTextContent(
      'Pacer is run by Pacer Labs Ltd. ("we", "us" or "our"), whose postal address is 1 Harbour Road, Bristol BS1 5XX, United Kingdom.',
    );
  });

  it('states the governing law and venue, keeping consumers’ local rights', () => {
    const page = renderWith(CONFIGURED, <GoverningLaw />);
    expect(page).toHaveTextContent(
      'These terms are governed by the laws of England and Wales, and disputes about them may be brought before the courts of England and Wales.',
    );
    expect(page).toHaveTextContent(
      'this does not take away the protection of the consumer laws of the country where you live',
    );
  });

  it('sends privacy requests to the privacy address, or by post to the entity', () => {
    const page = renderWith(CONFIGURED, <PrivacyContact />);
    expect(page).toHaveTextContent(
      'For any privacy question or request, email privacy@pacer.example, or write to Pacer Labs Ltd. at 1 Harbour Road, Bristol BS1 5XX, United Kingdom.',
    );
    expect(page.querySelector('a')).toHaveAttribute('href', 'mailto:privacy@pacer.example');
  });

  it('names the Grievance Officer for India with their address and the response times', () => {
    const page = renderWith(CONFIGURED, <GrievanceOfficer />);
    expect(page).toHaveTextContent(
      'If you are in India, you can raise a grievance about the service or about how we handle your personal data with our Grievance Officer, Asha Raman, at grievance@pacer.example.',
    );
    expect(page).toHaveTextContent(
      'We acknowledge every grievance within 24 hours and give you our answer within 15 days of receiving it.',
    );
    expect(page.querySelector('a')).toHaveAttribute('href', 'mailto:grievance@pacer.example');
  });

  it('shows the configured effective date and the text’s version under the title', () => {
    const page = renderWith(CONFIGURED, <LegalMeta />);
    expect(page).toHaveTextContent('Version 1.0 · Effective 1 December 2026');
    expect(page.querySelector('time')).toHaveAttribute('datetime', '2026-12-01');
  });

  it.each(PIECES)('%s reads as finished prose', (_name, element) => {
    expectFinishedProse(renderWith(CONFIGURED, element).textContent ?? '');
  });

  it('names a separate privacy address, and the support address for anything else', () => {
    expect(renderWith(CONFIGURED, <PrivacyContact afterSupportEmail />)).toHaveTextContent(
      /^For any privacy question or request, email privacy@pacer\.example, or write to Pacer Labs Ltd\. at /,
    );
    const other = renderWith(CONFIGURED, <OtherQuestions />);
    expect(other).toHaveTextContent('For anything else, email help@pacer.example or visit our Support page.');
    expect(other.querySelector('a[href="mailto:help@pacer.example"]')).not.toBeNull();
  });
});

describe('with no legal variable set', () => {
  it('says who we are with the product name', () => {
    expect(renderWith(BASE, <OperatorIdentity />)).toHaveTextContent(/^We are the team behind Pacer\.$/);
  });

  it('chooses no law but keeps consumers’ local rights', () => {
    const page = renderWith(BASE, <GoverningLaw />);
    expect(page).toHaveTextContent(
      /^If you use Pacer as a consumer, you keep the protection of the consumer laws of the country where you live/,
    );
    expect(page).not.toHaveTextContent(/governed by|brought before/);
  });

  it('sends privacy requests and grievances to the support address', () => {
    expect(renderWith(BASE, <PrivacyContact />)).toHaveTextContent(
      /^For any privacy question or request, email help@pacer\.example\.$/,
    );
    expect(renderWith(BASE, <PrivacyEmail />).querySelector('a')).toHaveAttribute(
      'href',
      'mailto:help@pacer.example',
    );
    const grievance = renderWith(BASE, <GrievanceOfficer />);
    expect(grievance).toHaveTextContent('personal data by emailing help@pacer.example.');
    expect(grievance).not.toHaveTextContent('Grievance Officer');
  });

  it('writes the one address once where a contact line would name it twice', () => {
    // The privacy policy's contact: privacy requests, then anything else.
    const privacy = renderWith(BASE, <PrivacyContact block andOtherQuestions />);
    expect(privacy.querySelectorAll('p')).toHaveLength(1);
    expect(addressesIn(privacy, 'help@pacer.example')).toBe(1);
    expect(privacy).toHaveTextContent(
      'email help@pacer.example. Write to the same address about anything else, or visit our Support page.',
    );
    // The terms' contact: the support address first, then privacy requests.
    const terms = renderWith(
      BASE,
      <p>
        Questions? Email help@pacer.example. <PrivacyContact afterSupportEmail />
      </p>,
    );
    expect(addressesIn(terms, 'help@pacer.example')).toBe(1);
    expect(terms).toHaveTextContent(/Privacy questions and requests go to the same address\.$/);
  });

  it('dates the pages by the day the text was written', () => {
    expect(renderWith(BASE, <LegalMeta />)).toHaveTextContent('Version 1.0 · Effective 23 November 2026');
  });

  it.each(PIECES)('%s reads as finished prose', (_name, element) => {
    expectFinishedProse(renderWith(BASE, element).textContent ?? '');
  });
});

describe('with some legal variables set', () => {
  it.each([
    [
      {LEGAL_ADDRESS: '1 Harbour Road, Bristol'},
      'We are the team behind Pacer, and our postal address is 1 Harbour Road, Bristol.',
    ],
    [{LEGAL_ENTITY: 'Pacer Labs Ltd'}, 'Pacer is run by Pacer Labs Ltd ("we", "us" or "our").'],
  ])('says who we are with what is known (%j)', (env, text) => {
    expect(renderWith({...BASE, ...env}, <OperatorIdentity />)).toHaveTextContent(text);
  });

  it.each([
    [
      {LEGAL_GOVERNING_LAW: 'the laws of Ireland'},
      /^These terms are governed by the laws of Ireland\. If you use/,
    ],
    [
      {LEGAL_VENUE: 'the courts of Dublin'},
      /^Disputes about these terms may be brought before the courts of Dublin\. If you use/,
    ],
  ])('states the law or the venue alone (%j)', (env, text) => {
    expect(renderWith({...BASE, ...env}, <GoverningLaw />)).toHaveTextContent(text);
  });

  it('makes a paragraph of its own when asked (a line of MDX holding only the component)', () => {
    const page = renderWith(BASE, <PrivacyContact block />);
    expect(page.firstElementChild?.tagName).toBe('P');
    expect(renderWith(BASE, <PrivacyContact />).querySelector('p')).toBeNull();
  });

  it('writes "to us" by post when only the address is known', () => {
    expect(
      renderWith({...BASE, LEGAL_ADDRESS: '1 Harbour Road, Bristol'}, <PrivacyContact />),
    ).toHaveTextContent('email help@pacer.example, or write to us at 1 Harbour Road, Bristol.');
  });

  it.each([
    [
      {GRIEVANCE_OFFICER_NAME: 'Asha Raman'},
      'with our Grievance Officer, Asha Raman, at help@pacer.example.',
    ],
    [
      {GRIEVANCE_OFFICER_NAME: 'Asha Raman', PRIVACY_EMAIL: 'p@pacer.example'},
      'Asha Raman, at p@pacer.example.',
    ],
    [{GRIEVANCE_OFFICER_EMAIL: 'g@pacer.example'}, 'with our Grievance Officer at g@pacer.example.'],
  ])('points grievances at what is known (%j)', (env, text) => {
    const page = renderWith({...BASE, ...env}, <GrievanceOfficer />);
    expect(page).toHaveTextContent(text);
    expectFinishedProse(page.textContent ?? '');
  });
});
