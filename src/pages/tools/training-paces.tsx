import ToolExplainer from '@site/src/domains/tools/ToolExplainer';
import ToolPage from '@site/src/domains/tools/ToolPage';
import {CalculatorSection, ReferenceSection, ToolFaqSection} from '@site/src/domains/tools/ToolSections';
import PaceTables from './_components/PaceTables';
import TrainingPacesForm from './_components/TrainingPacesForm';
import {TRAINING_PACES_EXPLAINER, TRAINING_PACES_FAQ} from './_components/trainingPacesContent';

export default function TrainingPacesPage() {
  return (
    <ToolPage
      tool="training-paces"
      heading="Training pace calculator"
      lead="One recent race gives your VDOT, and your VDOT gives the five paces Jack Daniels built his training on: easy, marathon, threshold, interval and repetition, per km and per mile."
      description="Easy, marathon, threshold, interval and repetition paces per km and per mile from one race, by Jack Daniels' VDOT method."
      keywords={[
        'training pace calculator',
        'VDOT training paces',
        'threshold pace',
        'easy run pace',
        'Daniels running formula',
      ]}
      ctaLead="Paces go stale as you get fitter."
    >
      <CalculatorSection id="training-paces" title="Find your training paces">
        <TrainingPacesForm />
      </CalculatorSection>
      <ToolExplainer id="training-paces" {...TRAINING_PACES_EXPLAINER} />
      <ReferenceSection
        id="training-paces"
        title="Pace tables, VDOT 30 to 70"
        lead="Look up your VDOT (from the race predictor’s table) and read your paces across."
      >
        <PaceTables />
      </ReferenceSection>
      <ToolFaqSection id="training-paces" items={TRAINING_PACES_FAQ} />
    </ToolPage>
  );
}
