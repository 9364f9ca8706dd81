import {AcwrZonesTable, WeeklyVolumeTable} from '@site/src/domains/training-load/static';
import ToolExplainer from '@site/src/domains/tools/ToolExplainer';
import ToolPage from '@site/src/domains/tools/ToolPage';
import {CalculatorSection, ReferenceSection, ToolFaqSection} from '@site/src/domains/tools/ToolSections';
import TrainingLoadForm from './_components/TrainingLoadForm';
import {TRAINING_LOAD_EXPLAINER, TRAINING_LOAD_FAQ} from './_components/trainingLoadContent';

export default function TrainingLoadPage() {
  return (
    <ToolPage
      tool="training-load"
      heading="Injury-risk calculator: acute:chronic workload ratio"
      lead="Enter four weeks of running, minutes and effort, and see how this week compares with what your body is used to: a steady step up, or a sudden jump worth a second look."
      description="How this week compares with the last four: acute and chronic training load, the acute:chronic workload ratio and its zone, and what it says about injury risk."
      keywords={[
        'injury risk calculator',
        'acute chronic workload ratio',
        'ACWR calculator',
        'training load',
        'running injury prevention',
      ]}
      ctaLead="Four weeks typed by hand is a snapshot."
    >
      <CalculatorSection id="training-load" title="Check this week’s load">
        <TrainingLoadForm />
      </CalculatorSection>
      <ToolExplainer id="training-load" {...TRAINING_LOAD_EXPLAINER} />
      <ReferenceSection
        id="training-load"
        title="The zones"
        lead="Where the ratio and the weekly volume change fall, and what the coach does in each zone."
      >
        <AcwrZonesTable />
        <WeeklyVolumeTable />
      </ReferenceSection>
      <ToolFaqSection id="training-load" items={TRAINING_LOAD_FAQ} />
    </ToolPage>
  );
}
