import ToolExplainer from '@site/src/domains/tools/ToolExplainer';
import ToolPage from '@site/src/domains/tools/ToolPage';
import {CalculatorSection, ReferenceSection, ToolFaqSection} from '@site/src/domains/tools/ToolSections';
import HeartRateAgeTable from './_components/HeartRateAgeTable';
import HeartRateForm from './_components/HeartRateForm';
import {HEART_RATE_EXPLAINER, HEART_RATE_FAQ} from './_components/heartRateContent';

export default function HeartRateZonesPage() {
  return (
    <ToolPage
      tool="heart-rate-zones"
      heading="Heart-rate zone calculator"
      lead="Five training zones in beats per minute from your maximum and resting heart rate, by the Karvonen heart-rate-reserve method, with what each zone is for."
      description="Work out your five heart-rate training zones in bpm from your maximum and resting heart rate with the Karvonen method, and what each zone trains."
      keywords={[
        'heart rate zones calculator',
        'Karvonen formula',
        'heart rate reserve',
        'running heart rate zones',
        'zone 2 heart rate',
      ]}
      ctaLead="Zones shift as your resting heart rate falls."
    >
      <CalculatorSection id="heart-rate" title="Work out your zones">
        <HeartRateForm />
      </CalculatorSection>
      <ToolExplainer id="heart-rate" {...HEART_RATE_EXPLAINER} />
      <ReferenceSection
        id="heart-rate"
        title="Zones for sample ages"
        lead="With a resting heart rate of 60 and the maximum estimated from age. Your own measured maximum gives better zones."
      >
        <HeartRateAgeTable />
      </ReferenceSection>
      <ToolFaqSection id="heart-rate" items={HEART_RATE_FAQ} />
    </ToolPage>
  );
}
