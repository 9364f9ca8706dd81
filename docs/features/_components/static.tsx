/**
 * The sample analysis and chat of /features/coaching-insights, as static markup (see StaticMarkup): nothing
 * in them is interactive, so on the page's first load the phone keeps their server HTML, and what they
 * compute from the sample athlete's log (the run, the day's fitness, fatigue and load ratio, the days
 * after) runs at build time only. Import these in the page; import the components themselves in tests.
 */
import {staticMarkup} from '@site/src/components/StaticMarkup';
import {sampleAthlete} from '@site/src/domains/training-load/sampleAthlete';
import SampleAnalysisCard from './SampleAnalysis';
import SampleChatTranscript from './SampleChat';
import {sampleAnalysis, sampleChat} from './coachingInsights';

function SampleAnalysisOfTheBuild() {
  return <SampleAnalysisCard analysis={sampleAnalysis()} />;
}

function SampleChatOfTheBuild() {
  return <SampleChatTranscript messages={sampleChat()} runnerName={sampleAthlete.name} />;
}

export const SampleAnalysis = staticMarkup(SampleAnalysisOfTheBuild);
export const SampleChat = staticMarkup(SampleChatOfTheBuild);
