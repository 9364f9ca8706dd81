import type {FaqItem} from '@site/src/components/Faq/faq';
import {TAPER_GUIDES} from '@site/src/constants';
import type {ToolExplainerProps} from '@site/src/domains/tools/ToolExplainer';
import {DEFAULT_TAPER_VOLUME_CUT_PERCENT} from '@site/src/domains/tools/taper';
import {formatRange} from '@site/src/lib/format';
import {inRunningText} from './runningText';
import {BOSQUET} from './sources';

const guideLine = TAPER_GUIDES.filter((guide) => guide.distance !== 'Ultra')
  .map((guide) => `${inRunningText(guide.distance)} ${formatRange(guide.days)} days`)
  .join(', ');

export const TAPER_EXPLAINER: Omit<ToolExplainerProps, 'id'> = {
  title: 'Less running, same intensity',
  how: [
    `A taper trades a little fitness you cannot gain in the last weeks for freshness you can. The coach’s guides set its length by race: ${guideLine}. The planner counts back the longest of these from your race date and names the shortest as the latest start. The lengths are the coach’s own: across studies about two weeks worked best on average, and the coach gives short races, which leave less fatigue to shed, less than that.`,
    `Volume then falls day by day in a straight line so that, across the taper, you run ${DEFAULT_TAPER_VOLUME_CUT_PERCENT}% less than in a usual week: the half marathon guide’s cut, just under the 41–60% that a meta-analysis of taper studies found works best. Intensity stays: keep your usual sessions, only shorter.`,
    'The 1500 m, the mile, 5K and 10K share the short-race guide.',
  ],
  formula: [
    'start = race date − longest taper length',
    'volume on taper day i of n = 100% − 2 × cut × (i − ½) / n',
    'average volume over the taper = 100% − cut',
  ],
  formulaNotes: ['Dates are counted in whole calendar days, so a change of clocks never moves them.'],
  sources: [BOSQUET],
  limits: [
    'The outline is a share of your usual running, not a plan: it cannot know your weekly mileage or which days you rest.',
    'A runner coming back from illness or injury needs less taper, not more; a runner at the end of a heavy block may want the longest one.',
    'Tapers for ultramarathons and multi-race weekends need more thought than one straight line.',
  ],
};

export const TAPER_FAQ: FaqItem[] = [
  {
    question: 'How long should my taper be?',
    answer: `It depends on the race: ${guideLine}. Longer races and heavier training call for the longer end of the range.`,
  },
  {
    question: 'Should I run faster or slower during a taper?',
    answer:
      'Keep the pace of your sessions. Studies of tapering agree that cutting volume while keeping intensity keeps fitness and removes fatigue; cutting intensity loses the sharpness you trained for.',
  },
  {
    question: 'Is it normal to feel sluggish during a taper?',
    answer:
      'Yes. Many runners feel flat or restless in the first days of a taper as the body repairs. It passes, usually well before race day; resist the urge to add extra runs.',
  },
  {
    question: 'What if my race is sooner than the taper length?',
    answer:
      'Start now and follow the outline from today’s row. A short taper still helps; squeezing in missed training in the last week does not.',
  },
];
