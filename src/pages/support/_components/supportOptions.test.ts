import {SUPPORT_CHAT_HOURS, SUPPORT_EMAIL_REPLY_HOURS} from '../../../constants';
import {SUPPORT_OPTIONS} from './supportOptions';

describe('support options data', () => {
  it('offers live chat, email and documentation, in that order', () => {
    expect(SUPPORT_OPTIONS.map((o) => o.id)).toEqual(['live-chat', 'email', 'documentation']);
  });

  it('states the spec hours: chat Monday to Friday 9 to 18 EST, email replies within 24 hours', () => {
    const [chat, email] = SUPPORT_OPTIONS;
    expect(SUPPORT_CHAT_HOURS).toBe('Monday to Friday, 9:00 to 18:00 EST');
    expect(chat?.availability).toBe(SUPPORT_CHAT_HOURS);
    expect(SUPPORT_EMAIL_REPLY_HOURS).toBe(24);
    expect(email?.availability).toContain('within 24 hours');
  });

  it('has every field filled in, with real sentences', () => {
    for (const option of SUPPORT_OPTIONS) {
      expect(option.title).toMatch(/^[A-Z]/);
      expect(option.description.length).toBeGreaterThan(60);
      expect(option.description).toMatch(/\.$/);
      expect(option.availability).not.toBe('');
      expect(option.action).toMatch(/^[A-Z]/);
    }
  });

  it('has no duplicate ids, titles, actions or colours', () => {
    for (const key of ['id', 'title', 'action', 'colour'] as const) {
      expect(new Set(SUPPORT_OPTIONS.map((o) => o[key])).size).toBe(SUPPORT_OPTIONS.length);
    }
  });
});
