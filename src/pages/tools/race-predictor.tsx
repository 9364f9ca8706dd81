import ToolExplainer from '@site/src/domains/tools/ToolExplainer';
import ToolPage from '@site/src/domains/tools/ToolPage';
import {CalculatorSection, ReferenceSection, ToolFaqSection} from '@site/src/domains/tools/ToolSections';
import RaceEquivalentsTable from './_components/RaceEquivalentsTable';
import RacePredictorForm from './_components/RacePredictorForm';
import {RACE_PREDICTOR_EXPLAINER, RACE_PREDICTOR_FAQ} from './_components/racePredictorContent';

export default function RacePredictorPage() {
  return (
    <ToolPage
      tool="race-predictor"
      heading="Race time predictor and VDOT calculator"
      lead="Enter one recent race and see your VDOT and what it is worth from 1500 m to the marathon, by the Daniels–Gilbert equations and by Riegel’s formula side by side."
      description="Predict your 5K, 10K, half marathon and marathon times from one race: VDOT by the Daniels–Gilbert equations, with Riegel's formula beside it."
      keywords={[
        'race time predictor',
        'VDOT calculator',
        'marathon time predictor',
        'Riegel formula',
        'race equivalents',
      ]}
      ctaLead="A prediction is only as fresh as your last race."
    >
      <CalculatorSection id="race-predictor" title="Predict your race times">
        <RacePredictorForm />
      </CalculatorSection>
      <ToolExplainer id="race-predictor" {...RACE_PREDICTOR_EXPLAINER} />
      <ReferenceSection
        id="race-predictor"
        title="Race equivalents, VDOT 30 to 70"
        lead="Find a time you have run in its column; the row gives your VDOT and what the same fitness is worth at the other distances."
      >
        <RaceEquivalentsTable />
      </ReferenceSection>
      <ToolFaqSection id="race-predictor" items={RACE_PREDICTOR_FAQ} />
    </ToolPage>
  );
}
