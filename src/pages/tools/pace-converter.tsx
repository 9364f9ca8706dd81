import ToolExplainer from '@site/src/domains/tools/ToolExplainer';
import ToolPage from '@site/src/domains/tools/ToolPage';
import {CalculatorSection, ReferenceSection, ToolFaqSection} from '@site/src/domains/tools/ToolSections';
import PaceConverterForm from './_components/PaceConverterForm';
import PaceReferenceTable from './_components/PaceReferenceTable';
import {PACE_CONVERTER_EXPLAINER, PACE_CONVERTER_FAQ} from './_components/paceConverterContent';

export default function PaceConverterPage() {
  return (
    <ToolPage
      tool="pace-converter"
      heading="Pace converter: min/km, min/mile, km/h and mph"
      lead="Type a pace or a speed into any field and the other three follow, with your 5K, 10K, half marathon and marathon finish times at that pace."
      description="Convert running pace between minutes per km and per mile, km/h and mph, and see 5K, 10K, half marathon and marathon finish times."
      keywords={[
        'pace converter',
        'min per km to min per mile',
        'km/h to pace',
        'treadmill speed',
        'running pace chart',
      ]}
      ctaLead="Your watch knows your pace; the coach knows what it means."
    >
      <CalculatorSection id="pace-converter" title="Convert a pace or a speed">
        <PaceConverterForm />
      </CalculatorSection>
      <ToolExplainer id="pace-converter" {...PACE_CONVERTER_EXPLAINER} />
      <ReferenceSection
        id="pace-converter"
        title="Pace chart"
        lead="Every 15 seconds from 3:00 to 8:00 per km, with the matching pace per mile, treadmill speeds and finish times."
      >
        <PaceReferenceTable />
      </ReferenceSection>
      <ToolFaqSection id="pace-converter" items={PACE_CONVERTER_FAQ} />
    </ToolPage>
  );
}
