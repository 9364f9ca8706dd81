import type {IconName} from '../../../components/Icon';
import {SUPPORT_CHAT_HOURS, SUPPORT_CHAT_HOURS_INDIA, SUPPORT_EMAIL_REPLY} from '../../../constants';

/** The three ways to get help (spec: support option = title, description, availability, action, colour). */
export type SupportChannel = 'live-chat' | 'email' | 'documentation';

/** Accent of a card; decorative only, every card also has its own icon and title. */
export type SupportColour = 'teal' | 'orange' | 'blue';

export interface SupportOption {
  readonly id: SupportChannel;
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  /** When the channel answers, in words. */
  readonly availability: string;
  /** Label of the card's button. Every button leads to the early-access sign-up. */
  readonly action: string;
  readonly colour: SupportColour;
}

export const SUPPORT_OPTIONS: readonly SupportOption[] = [
  {
    id: 'live-chat',
    icon: 'message',
    title: 'Live chat',
    description:
      'Talk to a person on our support team about your plan, a sync that went wrong or your subscription. Chat lives inside the app, so it opens to early-access members first.',
    availability: `${SUPPORT_CHAT_HOURS}; ${SUPPORT_CHAT_HOURS_INDIA}`,
    action: 'Get Chat Access',
    colour: 'teal',
  },
  {
    id: 'email',
    icon: 'mail',
    title: 'Email support',
    description:
      'Send us as much detail as you like, screenshots included. A person on the team reads and answers every message, from waitlist questions to data requests.',
    availability: SUPPORT_EMAIL_REPLY,
    action: 'Join the Waitlist',
    colour: 'orange',
  },
  {
    id: 'documentation',
    icon: 'book',
    title: 'Documentation',
    description:
      'Step-by-step guides to connecting your watch, reading your training load and reshaping a week around real life, published in the app for members at launch.',
    availability: 'Open around the clock',
    action: 'Get the Guides First',
    colour: 'blue',
  },
];
