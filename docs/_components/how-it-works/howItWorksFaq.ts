/**
 * The /how-it-works FAQ: seven questions (spec section 2). Answers are plain text: they also feed the
 * page's FAQPage structured data.
 */
import {
  ACCOUNT_DELETION_DAYS,
  ASSESSMENT_MINUTES,
  FREE_TRIAL_DAYS,
  PLAN_ADJUSTMENT_HOURS,
} from '@site/src/constants';
import type {FaqItem} from '@site/src/components/Faq/faq';

export const HOW_IT_WORKS_FAQ: readonly FaqItem[] = [
  {
    question: 'What does the assessment ask?',
    answer: `It takes about ${ASSESSMENT_MINUTES} minutes: how long you have been running, a recent race or time trial if you have one, your typical week, your goal race and date, the days you can train, and any injuries in the last year. If you have no race result, the first weeks calibrate your paces from how your runs go.`,
  },
  {
    question: 'Do I need a GPS watch or a heart-rate monitor?',
    answer:
      'No. A phone that records your runs is enough, and you can also log a run by hand. A watch or chest strap gives the coach more to work with, especially heart rate for spotting drift and fatigue, but the plan adapts either way because your effort rating after every run matters as much as the numbers.',
  },
  {
    question: 'How quickly does my plan change after a run?',
    answer: `The coach reviews your plan after every workout and can adjust it within ${PLAN_ADJUSTMENT_HOURS} hours, usually within minutes of your run syncing. Small changes, like an easier pace tomorrow, happen on their own; bigger ones, like moving your long run, are explained in the app so you always know why.`,
  },
  {
    question: 'What happens if I miss a run or go on holiday?',
    answer:
      'Miss a run and the coach rebuilds the rest of the week around the sessions that matter most, instead of stacking them up. Going away? Switch on holiday mode to pause the plan; when you come back, it restarts with a gentle ramp based on how long you were off.',
  },
  {
    question: 'Is the AI coach a replacement for a doctor or physiotherapist?',
    answer:
      'No. It adjusts your training when it sees warning signs and tells you when to get something checked, but it cannot examine or diagnose you. For pain that is sharp, getting worse or lasting more than a few days, see a professional.',
  },
  {
    question: 'Can complete beginners use it?',
    answer: `Yes. The 5K plan starts with run-walk sessions and only moves on when a session felt comfortable, and every run comes with a short warm-up. Paid plans start with a ${FREE_TRIAL_DAYS}-day free trial, so you can see whether it suits you before paying anything.`,
  },
  {
    question: 'What happens to my data if I delete my account?',
    answer: `You can delete your account in the app under Settings, Account, Delete Account. Your personal and training data is then removed within ${ACCOUNT_DELETION_DAYS} days, apart from billing records the law requires us to keep. We never sell your data.`,
  },
];
