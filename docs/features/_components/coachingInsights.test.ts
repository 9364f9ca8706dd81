import {FEEDBACK_CATEGORIES, SUPPORT_OFFERINGS, sampleAnalysis, sampleChat} from './coachingInsights';

const SAMPLE_ANALYSIS = sampleAnalysis();
const SAMPLE_CHAT = sampleChat();
import {ICON_NAMES} from '@site/src/components/Icon/icons';

const clean = (text: string) => expect(text).not.toMatch(/\bundefined\b|\bNaN\b|TODO|lorem|\bnull\b/);

describe('coaching insights data', () => {
  it('has distinct feedback categories, each with an example in the coach’s voice', () => {
    expect(FEEDBACK_CATEGORIES.length).toBeGreaterThanOrEqual(4);
    for (const key of ['id', 'title', 'example'] as const) {
      expect(new Set(FEEDBACK_CATEGORIES.map((c) => c[key])).size).toBe(FEEDBACK_CATEGORIES.length);
    }
    for (const c of FEEDBACK_CATEGORIES) {
      expect(c.description.length).toBeGreaterThan(40);
      expect(c.example.length).toBeGreaterThan(30);
    }
  });

  it('computes the sample analysis from the sample athlete’s week-7 tempo run', () => {
    expect(SAMPLE_ANALYSIS.athlete).toBe('Maya');
    expect(SAMPLE_ANALYSIS.when).toBe('Thursday, week 7');
    expect(SAMPLE_ANALYSIS.title).toBe('Tempo run');
    const metric = (label: string) => SAMPLE_ANALYSIS.metrics.find((m) => m.label === label)?.value;
    expect(metric('Distance')).toBe('9.0 km');
    expect(metric('Time')).toBe('46:30');
    expect(metric('Average pace')).toBe('5:10 /km');
    expect(metric('Effort (RPE)')).toBe('7 of 10');
    expect(metric('Load')).toMatch(/^\d+ rTSS$/);
    expect(metric('Form this morning')).toMatch(/^[−+]?\d+\.\d$/);
    // The form's zone in words, shown under the number: −10 to +5 is the optimal-training band.
    expect(SAMPLE_ANALYSIS.metrics.find((m) => m.label === 'Form this morning')?.detail).toBe(
      'Optimal training',
    );
    expect(new Set(SAMPLE_ANALYSIS.metrics.map((m) => m.label)).size).toBe(SAMPLE_ANALYSIS.metrics.length);
    expect(SAMPLE_ANALYSIS.notes.map((n) => n.heading)).toEqual([
      'What went well',
      'What to watch',
      'Coming up',
    ]);
    expect(SAMPLE_ANALYSIS.notes[2]?.text).toContain(
      'Friday: rest; Saturday: easy run, 5 km; Sunday: long run, 16 km',
    );
    for (const note of SAMPLE_ANALYSIS.notes) clean(note.text);
  });

  it('has a sample chat that alternates between the runner and the coach', () => {
    expect(SAMPLE_CHAT[0]?.from).toBe('runner');
    expect(SAMPLE_CHAT.some((m) => m.from === 'coach')).toBe(true);
    for (const m of SAMPLE_CHAT) {
      expect(m.text.length).toBeGreaterThan(20);
      clean(m.text);
    }
    expect(SAMPLE_CHAT[1]?.text).toMatch(/Your form this morning is [−+]?\d+\.\d/);
    expect(SAMPLE_CHAT[1]?.text).toContain('Sunday’s 16 km long run');
  });

  it('has the three support offerings of the spec', () => {
    expect(SUPPORT_OFFERINGS.map((o) => o.title)).toEqual([
      'Immediate post-run analysis',
      'Weekly progress reports',
      'Pre-run briefings',
    ]);
    for (const o of SUPPORT_OFFERINGS) {
      expect(ICON_NAMES).toContain(o.icon);
      expect(o.when.trim()).not.toBe('');
      expect(o.includes.length).toBeGreaterThanOrEqual(3);
      o.includes.forEach(clean);
    }
    expect(SUPPORT_OFFERINGS[2]?.includes.join(' ')).toContain('10–15 minutes before intervals');
  });
});
