import type {FaqItem} from '@site/src/components/Faq/faq';
import type {ToolExplainerProps} from '@site/src/domains/tools/ToolExplainer';
import {KARVONEN, SEILER_KJERLAND, SWAIN_LEUTHOLTZ, TANAKA} from './sources';

export const HEART_RATE_EXPLAINER: Omit<ToolExplainerProps, 'id'> = {
  title: 'Zones from your heart-rate reserve',
  how: [
    'Your heart-rate reserve is the gap between your resting and maximum heart rate: the range your heart actually works in. Martti Karvonen and colleagues expressed training intensity as a share of that reserve in their 1957 training study. Later work showed why it suits zones: a share of the heart-rate reserve matches the same share of your aerobic capacity above rest, while a share of the maximum heart rate does not (Swain and Leutholtz, 1997).',
    'Each zone is a band of the reserve, added on top of your resting rate: zone 1 is 50–60% of the reserve, zone 2 60–70%, zone 3 70–80%, zone 4 80–90% and zone 5 90–100%.',
    'Because the resting rate is in the formula, two runners with the same maximum but different fitness get different zones. As training lowers your resting heart rate, the reserve widens and each zone’s heart rates come down slightly: recalculate when your resting rate has fallen by a few beats.',
  ],
  formula: [
    'target = resting + share × (maximum − resting)',
    'max 190, rest 50, 70%: 50 + 0.70 × 140 = 148 bpm',
  ],
  formulaNotes: [
    'No measured maximum? 208 − 0.7 × age (Tanaka and colleagues, 2001) estimates it, give or take about 10 bpm.',
  ],
  sources: [KARVONEN, SWAIN_LEUTHOLTZ, TANAKA, SEILER_KJERLAND],
  limits: [
    'Zones are only as good as the maximum you enter: an age formula can be 10 bpm or more off for you.',
    'Heart rate drifts upward in heat and over long runs, and lags behind short intervals: use pace or effort for repeats under 3 minutes.',
    'Some medicines (beta blockers, for example) lower heart rate; ask your doctor before training by heart rate if you take them.',
  ],
};

export const HEART_RATE_FAQ: FaqItem[] = [
  {
    question: 'How do I find my maximum heart rate?',
    answer:
      'The surest way outside a lab is a hard effort after a good warm-up: for example three 3-minute uphill repeats, the last one all out, with a chest strap. The highest reading is close to your maximum. Only do this if you are healthy and used to hard running.',
  },
  {
    question: 'How do I measure my resting heart rate?',
    answer:
      'Take your pulse for a full minute on waking, before getting up, on three or four mornings, and use the lowest or the average. Many watches measure it overnight as well.',
  },
  {
    question: 'Why use heart-rate reserve instead of a percentage of maximum?',
    answer:
      'A share of the reserve accounts for your resting heart rate, so the zones fit your fitness: a fit runner with a low resting rate gets a wider working range. A share of the reserve also matches the same share of your aerobic capacity above rest (Swain and Leutholtz, 1997); a share of the maximum does not, and gives lower numbers than the same share of the reserve, the more so the higher your resting rate.',
  },
  {
    question: 'Which zone should most of my running be in?',
    answer:
      'Zones 1 and 2. Most endurance coaches keep around four fifths of training easy, the pattern Seiler and Kjerland found in well-trained endurance athletes (2006), and save zones 4 and 5 for one or two sessions a week.',
  },
];
