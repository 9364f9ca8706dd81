import type {FaqItem} from '@site/src/components/Faq/faq';
import type {ToolExplainerProps} from '@site/src/domains/tools/ToolExplainer';
import {DANIELS_GILBERT, DANIELS_RUNNING_FORMULA} from './sources';

export const TRAINING_PACES_EXPLAINER: Omit<ToolExplainerProps, 'id'> = {
  title: 'Five paces, one number',
  how: [
    'Your race gives a VDOT (see the race predictor). Each training pace is then the speed whose oxygen cost is a set share of that VDOT, found by solving the Daniels–Gilbert cost equation for speed.',
    'Easy runs cover 59–74% of VDOT, threshold runs 88%, intervals 97.5%. Marathon pace is your predicted marathon race pace. Repetition pace is interval pace less 6 seconds per 400 m, as in the tables of Daniels’ Running Formula.',
    'These readings reproduce the book’s tables for the four single paces: for VDOT 50 they give marathon 4:31, threshold 4:15, interval 3:55 per km and repetitions of 88 seconds per 400 m. The easy band is wider than the easy paces the book prints: it spans the book’s whole stated range of easy effort, 59–74%, and the printed easy paces sit inside it, with its slow end slower than any of them: a recovery jog.',
  ],
  formula: [
    '0.000104·v² + 0.182258·v − 4.60 = f × VDOT',
    'v = (−0.182258 + √(0.182258² + 4·0.000104·(4.60 + f·VDOT))) / (2·0.000104)',
    'pace per km = 1000 / v',
  ],
  formulaNotes: [
    'f is the share of VDOT: 0.59–0.74 easy, 0.88 threshold, 0.975 interval; v in metres per minute.',
  ],
  sources: [DANIELS_GILBERT, DANIELS_RUNNING_FORMULA],
  limits: [
    'The paces assume the race you entered reflects your current fitness; update them after each new race, not every week.',
    'Run by effort on hills, in heat and at altitude: the pace stays the same on paper while the effort does not.',
    'Easy pace is a ceiling, not a target. Running easy days slower costs nothing; running them faster takes from the hard days.',
  ],
};

export const TRAINING_PACES_FAQ: FaqItem[] = [
  {
    question: 'How much of my running should be easy?',
    answer:
      'Most of it. Daniels caps a single threshold session at about 10 percent of your weekly mileage, an interval session at 8 percent (and no more than 10 km) and a repetition session at 5 percent (and no more than 8 km); the rest of the week is easy running and long runs.',
  },
  {
    question: 'Why is the easy pace a range?',
    answer:
      'Easy running spans a wide band of effort, from a recovery jog to a brisk long run. Anywhere from 59 to 74 percent of your VDOT builds the same aerobic base; choose the slow end the day after a hard session.',
  },
  {
    question: 'What is the difference between threshold and interval pace?',
    answer:
      'Threshold pace is the fastest you can hold for about an hour in a race, run in 20-minute tempos or longer cruise intervals. Interval pace is close to your VO2max, run in 3- to 5-minute repeats with recoveries.',
  },
  {
    question: 'When should I recalculate my paces?',
    answer:
      'After a race or time trial, or when sessions at your current paces have felt easy for three or four weeks. Raising paces without evidence is how runners turn good training into too-hard training.',
  },
  {
    question: 'Do these paces work on a treadmill?',
    answer:
      'Yes. Set the treadmill to a 1 percent incline to make up for the missing air resistance (Jones and Doust, Journal of Sports Sciences, 1996), and use the pace converter to turn a pace per km into the km/h or mph the treadmill shows.',
  },
];
