/**
 * The /injury-prevention FAQ. Answers are plain text: they also feed the page's FAQPage structured data.
 */
import {
  ACWR_ACUTE_DAYS,
  ACWR_CHRONIC_DAYS,
  ACWR_ZONES,
  WEEKLY_VOLUME_DANGER_PERCENT,
  WEEKLY_VOLUME_SAFE_PERCENT,
} from '@site/src/constants';
import type {FaqItem} from '@site/src/components/Faq/faq';

const [safeLow, safeHigh] = ACWR_ZONES.safe;
const dangerFrom = ACWR_ZONES.danger[0];

export const INJURY_FAQ: readonly FaqItem[] = [
  {
    question: 'What is the acute-to-chronic workload ratio?',
    answer: `It compares the training you did in the last ${ACWR_ACUTE_DAYS} days with your average over the last ${ACWR_CHRONIC_DAYS} days. A ratio of 1.0 means this week looks like your recent normal. Between ${safeLow} and ${safeHigh} the load is close to what your body has had time to adapt to; well above that, you are asking more of your muscles, tendons and bones than they are used to.`,
  },
  {
    question: 'Does a high ratio mean I will get injured?',
    answer: `No. The ratio is a warning light, not a prediction. Research links sudden load spikes with more overuse injuries, but many runners spike without getting hurt, and some get hurt without a spike. That is why the coach also weighs how your runs feel, any pain you report and how quickly your fitness is rising.`,
  },
  {
    question: `What does the coach do when my ratio reaches ${dangerFrom}?`,
    answer: `It reduces your load automatically: the next hard session becomes an easy run, the long run gets shorter, and an extra rest or easy day is added until the ratio falls back towards the safe range. You see what changed and why in your plan, and you can ask the coach about it in the chat.`,
  },
  {
    question: 'How much can I increase my weekly mileage?',
    answer: `As a rule of thumb, keep each week’s rise below ${WEEKLY_VOLUME_SAFE_PERCENT}%, and treat a jump of ${WEEKLY_VOLUME_DANGER_PERCENT}% or more as a red flag. Build for two or three weeks, then hold or ease off for one; measure the next rise against your biggest recent week, so returning to it after the easy week is not a jump. Watch single runs too: in the largest study of runners so far, a run more than 10% longer than the longest of the previous 30 days raised the injury rate, while weekly changes did not (Frandsen and colleagues, 2025). After a break, rebuild from where your fitness is now, not from where it was.`,
  },
  {
    question: 'Can the app tell me whether I am injured?',
    answer:
      'No. The coach watches your training data and what you tell it, adjusts your plan and tells you when something deserves a professional opinion, but it cannot examine you or diagnose anything. If pain is sharp, gets worse as you run, changes how you move or lasts more than a few days, stop running and see a physiotherapist or doctor.',
  },
  {
    question: 'Can I use the coach while coming back from an injury?',
    answer:
      'Yes, once a clinician has cleared you to run. Tell the coach about the injury in your assessment and it starts from a reduced load, builds back gradually and watches the same warning signs more closely. Follow your physiotherapist’s advice wherever it differs from the plan.',
  },
];
