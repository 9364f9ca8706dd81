/**
 * @jest-environment node
 *
 * The /features app screens tell the sample athlete's week, not a week of their own: what they show is
 * computed from src/domains/training-load/sampleAthlete.ts (./appScreens.ts), the script that draws them
 * takes it from there, and their alt text states the same numbers.
 */
import fs from 'node:fs';
import path from 'node:path';
import {FEATURE_SCREENS} from '@site/src/data/features';
import {DAYS_PER_WEEK} from '@site/src/domains/training-load/metrics';
import {isRun, runRtss, sampleAthlete, sampleSeries} from '@site/src/domains/training-load/sampleAthlete';
import {formatDuration, formatSigned} from '@site/src/lib/format';
import {appScreenFacts} from './appScreens';
import {ANALYSED_DAY, sampleAnalysis, sampleChat} from './coachingInsights';

const SCRIPT = path.join(__dirname, '../../../scripts/make-feature-screens.mjs');
const alt = (id: string) => FEATURE_SCREENS.find((s) => s.id === id)?.alt ?? '';
/** The alt text writes a minus sign as a word or as U+2212. */
const minus = (value: string) => value.replace('\u2212', '(?:\u2212|minus )');

describe('the app screens’ facts', () => {
  const facts = appScreenFacts();
  const run = sampleAthlete.days[ANALYSED_DAY];

  it('are the tempo run the coaching-insights page analyses, from the sample log', () => {
    expect(isRun(run) && run.type).toBe('tempo');
    if (!isRun(run)) return;
    const analysis = sampleAnalysis();
    expect(analysis.when).toBe(`${facts.tempo.dayName}, week ${facts.week}`);
    expect(facts.tempo.km).toBe(run.distanceKm.toFixed(1));
    expect(facts.tempo.time).toBe(formatDuration(run.durationMin));
    expect(facts.tempo.rtss).toBe(String(Math.round(runRtss(run))));
    const metric = (label: string) => analysis.metrics.find((m) => m.label === label)?.value;
    expect(metric('Distance')).toBe(`${facts.tempo.km} km`);
    expect(metric('Time')).toBe(facts.tempo.time);
    expect(metric('Load')).toBe(`${facts.tempo.rtss} rTSS`);
  });

  it('draw splits that add up to the run', () => {
    if (!isRun(run)) throw new Error('not a run');
    expect(facts.tempo.splitsSecPerKm).toHaveLength(run.distanceKm);
    expect(facts.tempo.splitsSecPerKm.reduce((a, b) => a + b, 0)).toBe(Math.round(run.durationMin * 60));
  });

  it('read the morning after it as fitness and fatigue of the night before and their difference', () => {
    const evening = sampleSeries()[ANALYSED_DAY];
    const morning = sampleSeries()[ANALYSED_DAY + 1];
    expect(facts.morning.ctl).toBe(evening?.ctl.toFixed(1));
    expect(facts.morning.atl).toBe(evening?.atl.toFixed(1));
    expect(facts.morning.tsb).toBe(formatSigned(morning?.tsb ?? NaN, 1));
    expect(facts.chart.ctl.at(-1)).toBe(evening?.ctl);
    expect(facts.chart.ctl).toHaveLength(6 * DAYS_PER_WEEK);
    // The chat is that morning's (the coaching-insights page's sample chat).
    expect(facts.chat).toBe(sampleChat());
    expect(
      sampleChat()
        .map((m) => m.text)
        .join(' '),
    ).toContain(`form this morning is ${facts.morning.tsb}`);
  });
});

describe('the screens', () => {
  const facts = appScreenFacts();

  it('are drawn from the facts, with no number of their own for the run or the load', () => {
    const script = fs.readFileSync(SCRIPT, 'utf8');
    expect(script).toContain('appScreenFacts()');
    // The numbers of the screens this replaced: a Friday tempo of 8 km and a fitness of 48.
    expect(script).not.toMatch(/41:20|8\.0 km|'48'|Friday ·/);
  });

  it('have alt text that states the same week and numbers', () => {
    const plan = alt('plan-view');
    expect(plan).toContain(`week ${facts.week} of ${facts.weeks}`);
    expect(plan).toMatch(new RegExp(minus(facts.morning.tsb)));
    for (const {name, run} of facts.days) {
      if (run) expect(plan).toMatch(new RegExp(`${name}(?:’s| stays an easy) ${run.distanceKm} km`));
    }

    const post = alt('post-run-analysis');
    expect(post).toContain(`${facts.tempo.dayName}, ${facts.tempo.km} km in ${facts.tempo.time}`);
    expect(post).toContain(`average pace of ${facts.tempo.pace} per km`);
    expect(post).toContain(`effort ${facts.tempo.rpe} of 10`);
    expect(post).toContain(`load of ${facts.tempo.rtss} rTSS`);
    expect(post).toContain(`${facts.tempo.targetPace} target line`);
    expect(post).toContain(`averaged ${facts.tempo.tempoPace} per km`);

    const chat = alt('coach-chat');
    expect(chat).toContain(`on ${facts.morning.dayName} morning`);
    expect(chat).toMatch(new RegExp(`form this morning is ${minus(facts.morning.tsb)}`));

    const load = alt('load-dashboard');
    expect(load).toContain(`on ${facts.morning.dayName} morning`);
    expect(load).toContain(
      `Fitness (CTL) ${facts.morning.ctl}, up ${facts.morning.ctlRamp.replace('+', '')} this week`,
    );
    expect(load).toContain(`fatigue (ATL) ${facts.morning.atl}`);
    expect(load).toMatch(new RegExp(`form \\(TSB\\) ${minus(facts.morning.tsb)}`));
    expect(load).toContain(`load ratio ${facts.morning.acwr}`);
    expect(load).toContain(`Injury risk ${['low', 'moderate', 'high'][facts.morning.severity]}`);
  });
});
