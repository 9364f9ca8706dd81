import {
  SUPPORT_CHAT_HOURS,
  SUPPORT_CHAT_HOURS_INDIA,
  SUPPORT_EMAIL_REPLY,
  SUPPORT_EMAIL_REPLY_HOURS,
} from '../../../constants';
import {SUPPORT_OPTIONS} from './supportOptions';

describe('support options data', () => {
  it('offers live chat, email and documentation, in that order', () => {
    expect(SUPPORT_OPTIONS.map((o) => o.id)).toEqual(['live-chat', 'email', 'documentation']);
  });

  it('states the spec hours on New York time (ET, not EST) with India’s time beside them', () => {
    const [chat, email] = SUPPORT_OPTIONS;
    expect(SUPPORT_CHAT_HOURS).toBe('Monday to Friday, 9:00 to 18:00 ET (New York time)');
    expect(chat?.availability).toBe(`${SUPPORT_CHAT_HOURS}; ${SUPPORT_CHAT_HOURS_INDIA}`);
    expect(SUPPORT_EMAIL_REPLY_HOURS).toBe(24);
    expect(email?.availability).toBe(SUPPORT_EMAIL_REPLY);
  });

  it('gives India’s time as the time zones compute it, in winter and in New York’s summer', () => {
    /** The IST wall-clock time of a New York wall-clock time on a date, via the time-zone database. */
    const istOf = (date: string, nyHour: number) => {
      // Find the UTC instant whose New York wall clock reads nyHour:00 on that date.
      for (let offset = 3; offset <= 6; offset += 1) {
        const instant = new Date(`${date}T${String(nyHour + offset).padStart(2, '0')}:00:00Z`);
        const ny = new Intl.DateTimeFormat('en-GB', {
          timeZone: 'America/New_York',
          hour: '2-digit',
          hourCycle: 'h23',
        });
        if (Number(ny.format(instant)) === nyHour) {
          return new Intl.DateTimeFormat('en-GB', {
            timeZone: 'Asia/Kolkata',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }).format(instant);
        }
      }
      throw new Error('no instant found');
    };
    const [winter, summer] = ['2026-01-14', '2026-07-15'];
    expect(SUPPORT_CHAT_HOURS_INDIA).toContain(`${istOf(winter, 9)} to ${istOf(winter, 18)} IST`);
    expect(SUPPORT_CHAT_HOURS_INDIA).toContain(`${istOf(summer, 9)} to ${istOf(summer, 18)} IST`);
    expect(istOf(winter, 9)).toBe('19:30');
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
