import {
  ACCOUNT_DELETION_DAYS,
  CANCELLATION_TERMS,
  FREE_TRIAL_DAYS,
  LAUNCH_DISCOUNT_MONTHS,
  LAUNCH_DISCOUNT_PERCENT,
  MONEY_BACK_DAYS,
  STUDENT_DISCOUNT_PERCENT,
  SUPPORT_EMAIL_REPLY,
} from '../../../constants';
import type {FaqItem} from '../../../components/Faq/faq';

export interface SupportFaqItem extends FaqItem {
  /** Stable id, used as the item's anchor (`/support#faq-<id>`). */
  readonly id: string;
  /** One string per paragraph. */
  readonly answer: readonly string[];
}

/** Questions the support team answers most often before launch (shown on /support, section `#support`). */
export const SUPPORT_FAQ: readonly SupportFaqItem[] = [
  {
    id: 'launch',
    question: 'When does the app launch, and how do I get in?',
    answer: [
      'The early-access list gets the app first. Add your email to the list and we will write to you as soon as it is ready for you, with the link to download it.',
      'Joining is free, it does not create an account and it does not commit you to anything.',
    ],
  },
  {
    id: 'confirmation',
    question: 'I joined the waitlist but never got an email. What now?',
    answer: [
      'Look in your spam or promotions folder first, and add our support address to your contacts so launch news reaches your inbox.',
      `If it still is not there, email us from the address you signed up with and we will check the list for you. ${SUPPORT_EMAIL_REPLY}`,
    ],
  },
  {
    id: 'price',
    question: 'What will it cost, and what do early-access members get?',
    answer: [
      `Early-access members get ${LAUNCH_DISCOUNT_PERCENT}% off for their first ${LAUNCH_DISCOUNT_MONTHS} months. Paid plans start with a ${FREE_TRIAL_DAYS}-day free trial that needs no card, and your first payment is covered by a ${MONEY_BACK_DAYS}-day money-back guarantee.`,
      'The pricing page shows the price in your currency.',
    ],
    link: {label: 'See pricing', to: '/pricing'},
  },
  {
    id: 'student',
    question: 'Is there a student discount?',
    answer: [
      `Yes: students get ${STUDENT_DISCOUNT_PERCENT}% off. Once the app is live, email us a photo of a valid student ID from the address on your account and we will apply the discount to your subscription.`,
    ],
  },
  {
    id: 'devices',
    question: 'Will it work with my running watch?',
    answer: [
      'The app imports your runs from the fitness-activity platform your watch already syncs to, so you keep recording the way you do today. You connect it once in the app, and you can disconnect it at any time.',
      'We will publish the full list of supported platforms before launch. If yours matters to you, tell us by email and we will let you know where it stands.',
    ],
  },
  {
    id: 'cancel',
    question: 'How do I cancel or get a refund?',
    answer: [
      `${CANCELLATION_TERMS} Within ${MONEY_BACK_DAYS} days of your first payment you can ask for a full refund instead.`,
    ],
    link: {label: 'Read the terms of service', to: '/terms-of-service'},
  },
  {
    id: 'data',
    question: 'How do I delete my data or leave the waitlist?',
    answer: [
      'To leave the waitlist, use the unsubscribe link at the bottom of any of our emails, or email us and we will remove you.',
      `After launch, you can delete your account in the app under Settings, Account, Delete Account. Your data is removed within ${ACCOUNT_DELETION_DAYS} days.`,
    ],
    link: {label: 'How account deletion works', to: '/account-deletion'},
  },
  {
    id: 'injury',
    question: 'I am injured. Can the coach help?',
    answer: [
      'The coach can ease your training load, flag when it rises too fast and plan a gradual return, but it is a training tool, not medical care. If something hurts, stop running and see a doctor or physiotherapist before you follow any plan.',
    ],
    link: {label: 'How injury prevention works', to: '/injury-prevention'},
  },
];
