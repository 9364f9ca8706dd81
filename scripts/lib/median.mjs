/**
 * The median of the values: the middle one, or with an even count the mean of the two middle ones (so
 * the "median of 2 runs" is their mean, not the worse or the better run alone).
 * @param {readonly number[]} values
 * @returns {number} NaN for no values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median of the ratios ours[i] ÷ theirs[i], pair by pair: for runs taken in pairs one right after the
 * other, so a host that drifts between pairs moves both sides of each ratio alike. Pairs with a value
 * missing (NaN) or nothing to divide by are left out.
 * @param {readonly number[]} ours
 * @param {readonly number[]} theirs
 * @returns {number} NaN for no usable pair; throws when the two lists are not pairs
 */
export function medianRatio(ours, theirs) {
  if (ours.length !== theirs.length) {
    throw new Error(`medianRatio: ${ours.length} values against ${theirs.length}, not pairs`);
  }
  return median(ours.map((value, index) => value / theirs[index]).filter(Number.isFinite));
}
