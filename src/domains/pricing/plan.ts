import {PLAN_TIERS, PRICED_PLAN_NAME, type PlanTier} from '../../constants';

function tier(name: PlanTier['name']): PlanTier {
  const found = PLAN_TIERS.find((t) => t.name === name);
  if (!found) throw new Error(`No plan tier "${name}"`);
  return found;
}

/**
 * The plan the price card prices (PRICED_PLAN_NAME): the full coach. Its regional list prices are the
 * fallback table's originals (US $19.99), with the launch discount applied.
 */
export const PRICED_PLAN: PlanTier = tier(PRICED_PLAN_NAME);

/** What the priced plan includes, as shown on the card. */
export const PLAN_INCLUDES: readonly string[] = [
  'Adaptive 5K, 10K, half and full marathon plans that change after every run',
  'Missed runs reshuffled automatically, plus holiday mode',
  'Instant post-run feedback and a 24/7 AI coach chat',
  'Injury-risk alerts from your training load',
  'Warm-ups, stretching and cool-downs for each session',
  'Taper, race-day and nutrition guidance',
  'Priority support from the coaching team',
];
