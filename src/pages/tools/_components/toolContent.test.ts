/**
 * What the tool pages say about their maths agrees with the maths: a statement in an explainer or FAQ that
 * names a direction or a number is checked against the function that computes it.
 */
import {heartRateZones} from '@site/src/domains/tools/heartRate';
import {trainingPaces} from '@site/src/domains/tools/paces';
import {weeklyAcwr} from '@site/src/domains/training-load/metrics';
import {HEART_RATE_EXPLAINER, HEART_RATE_FAQ} from './heartRateContent';
import {TRAINING_LOAD_EXPLAINER} from './trainingLoadContent';
import {TRAINING_PACES_EXPLAINER} from './trainingPacesContent';

/** An explainer's paragraphs as one string (these explainers are plain text). */
const prose = (paragraphs: readonly unknown[]) => paragraphs.filter((p) => typeof p === 'string').join(' ');

const bands = (max: number, rest: number) => {
  const zones = heartRateZones(max, rest);
  if (!zones.ok) throw new Error(zones.error.message);
  return zones.value.flatMap((zone) => zone.bpm);
};

test('the heart-rate page says zones come down as the resting rate falls, and they do', () => {
  const before = bands(190, 60);
  const after = bands(190, 50);
  after.forEach((bpm, i) => expect(bpm).toBeLessThanOrEqual(before[i]!));
  expect(after.some((bpm, i) => bpm < before[i]!)).toBe(true);
  expect(prose(HEART_RATE_EXPLAINER.how)).toMatch(/resting heart rate.*zone’s heart rates come down/);
  expect(prose(HEART_RATE_EXPLAINER.how)).not.toMatch(/zones rise/);
});

test('the heart-rate FAQ says a share of the maximum gives lower numbers than the same share of the reserve', () => {
  // 70% of a 190 maximum, against 70% of the reserve above a resting rate of 50 and of 70.
  const ofMax = 0.7 * 190;
  const ofReserve = (rest: number) => rest + 0.7 * (190 - rest);
  expect(ofMax).toBeLessThan(ofReserve(50));
  expect(ofReserve(70) - ofMax).toBeGreaterThan(ofReserve(50) - ofMax);
  const answer = HEART_RATE_FAQ.find((item) => /reserve instead of a percentage/.test(item.question))?.answer;
  expect(answer).toMatch(/gives lower numbers .* the higher your resting rate/);
});

test('the training-paces page puts the book’s printed easy paces inside the easy band, slow end slower', () => {
  // VDOT 50: the book prints easy paces of roughly 5:00–5:40 per km, whichever edition.
  const [slow, fast] = trainingPaces(50).easy;
  expect(fast).toBeLessThanOrEqual(5 * 60);
  expect(slow).toBeGreaterThan(5 * 60 + 40);
  expect(prose(TRAINING_PACES_EXPLAINER.how)).toMatch(/printed easy paces sit inside it/);
  expect(prose(TRAINING_PACES_EXPLAINER.how)).not.toMatch(/reproduce the book’s tables:/);
});

test('the training-load page says what its ratio reads against the three weeks before alone, and it does', () => {
  // Three steady weeks of 1,000, then the week whose coupled ratio is 1.5: 1.5 = 4x / (3,000 + x).
  const week = (1.5 * 3000) / (4 - 1.5);
  expect(weeklyAcwr([1000, 1000, 1000, week])?.ratio).toBeCloseTo(1.5, 10);
  const uncoupled = week / 1000;
  expect(uncoupled).toBeCloseTo(1.8, 10);
  expect(prose(TRAINING_LOAD_EXPLAINER.formulaNotes ?? [])).toMatch(
    /Against the 3 weeks before it alone.*1\.5 here is 1\.8 there/,
  );
  expect(prose(TRAINING_LOAD_EXPLAINER.limits ?? [])).toMatch(/Impellizzeri.*Lolli/);
});
