import type {FaqItem} from '@site/src/components/Faq/faq';
import type {ToolExplainerProps} from '@site/src/domains/tools/ToolExplainer';
import {DANIELS_GILBERT, DANIELS_RUNNING_FORMULA, RIEGEL, VICKERS_VERTOSICK} from './sources';

export const RACE_PREDICTOR_EXPLAINER: Omit<ToolExplainerProps, 'id'> = {
  title: 'From one race to every distance',
  how: [
    'Jack Daniels and Jimmy Gilbert measured how much oxygen runners use at each speed and how large a share of their maximum they can hold for a race of a given length. Put together, any all-out race gives one number, VDOT: the VO2max your performance implies.',
    'The calculator works out your VDOT from the distance and time you enter, then finds, for every other distance, the time whose VDOT is the same. That equation has no neat solution, so it is solved numerically by bisection to well under a tenth of a second.',
    'Beside it is Peter Riegel’s simpler rule: time grows a little faster than distance, by the power 1.06. From any race between 5K and the half marathon the two agree within about 2%, for the marathon too; from a mile or 1500 m they part, and for most runners Riegel then predicts a marathon a few percent faster.',
  ],
  formula: [
    'VO2 = −4.60 + 0.182258·v + 0.000104·v²',
    '%max = 0.8 + 0.1894393·e^(−0.012778·t) + 0.2989558·e^(−0.1932605·t)',
    'VDOT = VO2 / %max',
    'Riegel: T2 = T1 × (D2 / D1)^1.06',
  ],
  formulaNotes: [
    'v is speed in metres per minute, t the race time in minutes, VO2 in ml/kg/min; D are distances and T times.',
  ],
  sources: [DANIELS_GILBERT, DANIELS_RUNNING_FORMULA, RIEGEL, VICKERS_VERTOSICK],
  limits: [
    'Predictions assume you train equally well for the distance: a 5K runner without long runs will not run the predicted marathon.',
    'They assume a race run all out on a flat course in mild weather. Heat, hills, wind and altitude all slow you.',
    'Most accurate between about 5 minutes and 4 hours of racing; for the marathon, many runners land a few percent slower than predicted.',
    'VDOT is not a laboratory VO2max: two runners with the same VDOT can differ in VO2max and running economy.',
  ],
};

export const RACE_PREDICTOR_FAQ: FaqItem[] = [
  {
    question: 'What is VDOT?',
    answer:
      'VDOT is Jack Daniels’ measure of running fitness: the VO2max your race performance implies, in ml/kg/min. It folds in running economy, so it describes what you can race rather than what a lab treadmill test would measure.',
  },
  {
    question: 'Which race should I enter?',
    answer:
      'A recent race or time trial you ran all out, ideally 5K to half marathon and within the last six weeks. The closer the distance is to your goal race, the better the prediction for it.',
  },
  {
    question: 'Why do Daniels–Gilbert and Riegel give different times?',
    answer:
      'They are different models. Daniels–Gilbert comes from oxygen-cost measurements and how long a share of VO2max can be held; Riegel’s rule uses one exponent, 1.06, for every runner and every distance. From 5K to the half marathon they agree within about 2%, and they drift apart when the race you enter is very short or very long.',
  },
  {
    question: 'How accurate is the marathon prediction?',
    answer:
      'Less accurate than for shorter races. In a survey of 2,303 recreational runners, Riegel’s rule predicted races up to the half marathon well but put half of the marathoners at least 10 minutes too fast (Vickers and Vertosick, 2016). From a 5K to half-marathon result, Daniels–Gilbert’s marathon is within about 2% of Riegel’s, so the same caution applies. Treat the marathon time as what your fitness allows once you have done the long runs and weekly volume a marathon needs; without them, plan to run slower.',
  },
  {
    question: 'Can I use a parkrun time?',
    answer:
      'Yes, if you ran it hard. A parkrun is 5 km; choose 5K and enter your time. A relaxed parkrun will underestimate your fitness, and a hilly or muddy course will too.',
  },
];
