import type {FaqItem} from '@site/src/components/Faq/faq';
import {
  ACWR_ACUTE_DAYS,
  ACWR_CHRONIC_DAYS,
  ACWR_ZONES,
  WEEKLY_VOLUME_DANGER_PERCENT,
  WEEKLY_VOLUME_SAFE_PERCENT,
} from '@site/src/constants';
import type {ToolExplainerProps} from '@site/src/domains/tools/ToolExplainer';
import {formatNumber, formatRange} from '@site/src/lib/format';
import {FOSTER, FRANDSEN, GABBETT, IMPELLIZZERI, LOLLI} from './sources';

const [safeLow, safeHigh] = ACWR_ZONES.safe;
const [, cautionHigh] = ACWR_ZONES.caution;
const [dangerLow] = ACWR_ZONES.danger;
const weeksInChronic = ACWR_CHRONIC_DAYS / ACWR_ACUTE_DAYS;
/** The same week's ratio against the weeks before it only (the "uncoupled" ratio): this week is 1 of the average's n weeks. */
const uncoupled = (ratio: number) => ((weeksInChronic - 1) * ratio) / (weeksInChronic - ratio);

export const TRAINING_LOAD_EXPLAINER: Omit<ToolExplainerProps, 'id'> = {
  title: 'This week against the last four',
  how: [
    `Each week’s load is its running minutes times how hard it felt on the 1–10 effort scale (session RPE, after Carl Foster). The acute load is this week’s; the chronic load is the average of the last ${ACWR_CHRONIC_DAYS / ACWR_ACUTE_DAYS} weeks, this one included.`,
    `Their ratio, the acute:chronic workload ratio (ACWR), says how far this week runs ahead of what your body is used to. ${formatRange([safeLow, safeHigh])} is the sweet spot; above ${cautionHigh} injury rates climbed steeply in the team-sport studies (cricket, rugby league, Australian football) of Tim Gabbett’s review. For runners the evidence points elsewhere: in the largest study so far, 5,205 runners followed for 18 months, weeks with a high ratio went with fewer overuse injuries, not more, while single runs more than 10% longer than the longest of the previous 30 days went with more (Frandsen and colleagues, 2025). So treat the ratio as a warning light, and keep each long run close to your longest of the past month.`,
    `The calculator also compares this week’s volume with the biggest of the three weeks before it, so returning to your usual level after an easy week is not counted as a jump: a rise under ${WEEKLY_VOLUME_SAFE_PERCENT}% is gradual, ${WEEKLY_VOLUME_DANGER_PERCENT}% or more a sharp jump.`,
  ],
  formula: [
    'weekly load = minutes × effort (1–10)',
    `chronic = mean of the last ${ACWR_CHRONIC_DAYS / ACWR_ACUTE_DAYS} weekly loads`,
    'ACWR = this week’s load / chronic load',
    'volume change = (this week − biggest earlier week) / biggest earlier week × 100',
  ],
  formulaNotes: [
    'Loads are in arbitrary units (AU): minutes times effort.',
    `This week counts in its own average (the “coupled” ratio, as in the team-sport studies). Against the ${weeksInChronic - 1} weeks before it alone, as some studies measure it, the same week reads higher: ${dangerLow} here is ${formatNumber(uncoupled(dangerLow), 1)} there.`,
  ],
  sources: [FOSTER, GABBETT, FRANDSEN, IMPELLIZZERI, LOLLI],
  limits: [
    'ACWR flags sudden jumps; it does not diagnose injuries, and a low ratio does not make a painful niggle safe.',
    'Four weeks is a short history: after a break, the chronic load is small and any return looks like a spike.',
    'How well the ratio predicts injury is disputed: it cannot say which runner will get hurt (Impellizzeri and colleagues, 2020), and because this week also sits inside the four-week average, part of its link with injuries comes from the arithmetic itself (Lolli and colleagues, 2019). Treat it as a prompt to look at your training, not a verdict.',
  ],
};

export const TRAINING_LOAD_FAQ: FaqItem[] = [
  {
    question: 'What is a good acute:chronic workload ratio?',
    answer: `Between ${safeLow} and ${safeHigh}. Below ${safeLow} you are training less than you are used to, which is fine for a recovery week but loses fitness if it lasts, and in the team-sport studies Gabbett reviewed, injury rates were higher at very low ratios too, in athletes under-prepared for what came next; above ${cautionHigh}, injury rates rose in those team-sport studies. In runners, single runs much longer than usual have mattered more than the ratio (Frandsen and colleagues, 2025).`,
  },
  {
    question: 'How do I rate my effort?',
    answer:
      'Think of the week’s runs as a whole and use the words of Foster’s scale: 1 is very, very easy, 2 easy, 3 moderate, 4 somewhat hard, 5 hard, 7 very hard, 10 maximal. A week of relaxed, conversational runs rates about 2 to 3. About 30 minutes after a session is when runners judge it most consistently.',
  },
  {
    question: 'Why minutes rather than kilometres?',
    answer:
      'Time on your feet at a given effort is what your body feels; kilometres at a slower pace or on hills cost more time and more load. Distance is optional in the calculator and, when given for every week, measures the change in volume.',
  },
  {
    question: 'Is this the same calculator as on the injury-prevention page?',
    answer:
      'Yes, the same calculator and the same zones. The injury-prevention page adds the common running injuries, how the coach spots them early and a case story.',
    link: {label: 'Read about injury prevention', to: '/injury-prevention'},
  },
];
