import ClosingCta from '../../../components/ClosingCta';

/** The closing band of the home page. */
export default function FinalCta() {
  return (
    <ClosingCta
      id="get-started"
      headingId="get-started-title"
      title="Your best training block starts with the next run"
      lead={`A plan that listens, load numbers you can trust and a coach that is awake at 5\u00a0a.m. when you are.`}
      secondary={{label: 'View Pricing', to: '/pricing'}}
    />
  );
}
