import * as constants from '../../constants';
import {formatNumber, formatRange} from '../../lib/format';
import {keepNumbersWithUnits} from '../../lib/typography';

type Constants = typeof constants;
/** Names of the constants that are a plain number or string, or a [min, max] range. */
export type ConstName = {
  [K in keyof Constants]: Constants[K] extends number | string | constants.Range ? K : never;
}[keyof Constants];

const USD_NAMES = new Set<ConstName>(['PRO_MONTHLY_USD', 'ELITE_MONTHLY_USD']);
const INR_NAMES = new Set<ConstName>(['INDIA_PRICE_INR']);

/**
 * Formats a constant the way prose states it: prices with their currency, numbers with separators, ranges
 * with an en dash ('1–10').
 */
export function formatConst(name: ConstName): string {
  const value = constants[name];
  if (typeof value === 'string') return value;
  if (typeof value !== 'number') return formatRange(value);
  if (USD_NAMES.has(name)) return `$${value.toFixed(2)}`;
  if (INR_NAMES.has(name)) return `₹${value}`;
  // As toLocaleString('en-US') writes it, without the cost of Intl (src/lib/format.ts).
  return formatNumber(value, 3);
}

export interface ConstProps {
  readonly name: ConstName;
}

/**
 * Renders one business constant in MDX prose, so pages never retype numbers from src/constants.ts. A range
 * stays whole on a phone's line ('1–10' never ends a line with '1–'), as the remark plugin keeps the prose's.
 */
export default function Const({name}: ConstProps) {
  if (!(name in constants))
    throw new Error(`<Const name="${String(name)}"/>: no such constant in src/constants.ts`);
  return <>{keepNumbersWithUnits(formatConst(name))}</>;
}
