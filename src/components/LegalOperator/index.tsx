import {Fragment} from 'react';
import Link from '@docusaurus/Link';
import {GRIEVANCE_ACKNOWLEDGE_HOURS, GRIEVANCE_RESOLVE_DAYS} from '../../constants';
import {useSiteSettings} from '../../hooks/useSiteSettings';

/*
 * The operator's identity on the terms and the privacy policy, from the LEGAL_* settings. Each piece is
 * a whole sentence that stays true when a value is unset: it is then worded with the product's name and
 * the support or privacy address instead, never with a placeholder (the production build warns instead).
 */

function Mail({address}: {readonly address: string}) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

/** The privacy contact (PRIVACY_EMAIL, else SUPPORT_EMAIL) as a mailto link. */
export function PrivacyEmail() {
  return <Mail address={useSiteSettings().legal.privacyEmail} />;
}

/**
 * "Who we are": the legal entity and its postal address, e.g. 'Stridely is run by Stridely Ltd ("we",
 * "us" or "our"), whose postal address is 1 High Street, London.'
 */
export function OperatorIdentity() {
  const {productName, legal} = useSiteSettings();
  const {entity, address} = legal;
  if (entity) {
    return (
      <p>
        {productName} is run by <strong>{entity}</strong> ("we", "us" or "our")
        {address ? <>, whose postal address is {address}.</> : '.'}
      </p>
    );
  }
  return (
    <p>
      We are the team behind {productName}
      {address ? <>, and our postal address is {address}.</> : '.'}
    </p>
  );
}

/** The terms' governing law and venue, followed by the consumer's local rights, which always stand. */
export function GoverningLaw() {
  const {productName, legal} = useSiteSettings();
  const {governingLaw, venue} = legal;
  let choice = '';
  if (governingLaw && venue) {
    choice = `These terms are governed by ${governingLaw}, and disputes about them may be brought before ${venue}. `;
  } else if (governingLaw) {
    choice = `These terms are governed by ${governingLaw}. `;
  } else if (venue) {
    choice = `Disputes about these terms may be brought before ${venue}. `;
  }
  const rights = choice
    ? `If you use ${productName} as a consumer, this does not take away the protection of the consumer laws of the country where you live, or your right to bring a claim in its courts where those laws give you one.`
    : `If you use ${productName} as a consumer, you keep the protection of the consumer laws of the country where you live, including your right to bring a claim in its courts where those laws give you one.`;
  return (
    <p>
      {choice}
      {rights}
    </p>
  );
}

export interface PrivacyContactProps {
  /** A paragraph of its own (a line of MDX holding only this component) rather than words in one. */
  readonly block?: boolean;
  /**
   * It follows a sentence that already gave the support address: a privacy address that is the same one
   * (PRIVACY_EMAIL unset) is then not written out a second time.
   */
  readonly afterSupportEmail?: boolean;
  /**
   * Followed, in the same paragraph, by where everything else goes (`OtherQuestions`): one component, so a
   * line of MDX needs neither a paragraph of JSX nor a `{' '}` expression, which would make the body hydrate.
   */
  readonly andOtherQuestions?: boolean;
}

/** Where privacy questions and requests go: the privacy email and, when configured, the postal address. */
export function PrivacyContact({
  block = false,
  afterSupportEmail = false,
  andOtherQuestions = false,
}: PrivacyContactProps) {
  const {supportEmail, legal} = useSiteSettings();
  const {entity, address, privacyEmail} = legal;
  const Wrapper = block ? 'p' : Fragment;
  const then = andOtherQuestions && (
    <>
      {' '}
      <OtherQuestions />
    </>
  );
  if (afterSupportEmail && privacyEmail === supportEmail) {
    return (
      <Wrapper>
        Privacy questions and requests go to the same address
        {address ? (
          <>
            , or by post to {entity || 'us'} at {address}.
          </>
        ) : (
          '.'
        )}
        {then}
      </Wrapper>
    );
  }
  return (
    <Wrapper>
      For any privacy question or request, email <PrivacyEmail />
      {address ? (
        <>
          , or write to {entity || 'us'} at {address}.
        </>
      ) : (
        '.'
      )}
      {then}
    </Wrapper>
  );
}

/**
 * After the privacy contact: where everything else goes. The support address when it is a different one;
 * when privacy requests already go to the support address, that address is not written out again.
 */
export function OtherQuestions() {
  const {supportEmail, legal} = useSiteSettings();
  const support = <Link to="/support">Support</Link>;
  if (legal.privacyEmail === supportEmail) {
    return <>Write to the same address about anything else, or visit our {support} page.</>;
  }
  return (
    <>
      For anything else, email <Mail address={supportEmail} /> or visit our {support} page.
    </>
  );
}

/**
 * India: where to raise a grievance (the Grievance Officer under India's IT Rules, 2021 and the DPDP Act,
 * 2023, when configured; otherwise the privacy contact) and how fast the operator answers.
 */
export function GrievanceOfficer() {
  const {legal} = useSiteSettings();
  const {name, email} = legal.grievanceOfficer;
  const lead =
    'If you are in India, you can raise a grievance about the service or about how we handle your personal data';
  let where;
  if (name) {
    where = (
      <>
        {lead} with our Grievance Officer, {name}, at <Mail address={email || legal.privacyEmail} />.
      </>
    );
  } else if (email) {
    where = (
      <>
        {lead} with our Grievance Officer at <Mail address={email} />.
      </>
    );
  } else {
    where = (
      <>
        {lead} by emailing <Mail address={legal.privacyEmail} />.
      </>
    );
  }
  return (
    <p>
      {where} We acknowledge every grievance within {GRIEVANCE_ACKNOWLEDGE_HOURS}&nbsp;hours and give you our
      answer within {GRIEVANCE_RESOLVE_DAYS}&nbsp;days of receiving it.
    </p>
  );
}
