import ToolExplainer from '@site/src/domains/tools/ToolExplainer';
import ToolPage from '@site/src/domains/tools/ToolPage';
import {CalculatorSection, ReferenceSection, ToolFaqSection} from '@site/src/domains/tools/ToolSections';
import TaperForm from './_components/TaperForm';
import TaperReference from './_components/TaperReference';
import {TAPER_EXPLAINER, TAPER_FAQ} from './_components/taperContent';

export default function TaperPlannerPage() {
  return (
    <ToolPage
      tool="taper-planner"
      heading="Taper planner"
      lead="Pick your race and its date to see the day your taper starts and how much to run on each day until the start line."
      description="Plan your pre-race taper: the start date for a 5K, 10K, half marathon or marathon and a day-by-day volume outline until race day."
      keywords={[
        'taper planner',
        'marathon taper',
        'half marathon taper',
        'how long to taper',
        'race week training',
      ]}
      ctaLead="A taper works best when it starts from your real training load."
    >
      <CalculatorSection id="taper" title="Plan your taper">
        <TaperForm />
      </CalculatorSection>
      <ToolExplainer id="taper" {...TAPER_EXPLAINER} />
      <ReferenceSection
        id="taper"
        title="Taper lengths and an outline"
        lead="How long each race’s taper is, and the day-by-day shape of a half marathon taper counted back from the race."
      >
        <TaperReference />
      </ReferenceSection>
      <ToolFaqSection id="taper" items={TAPER_FAQ} />
    </ToolPage>
  );
}
