/**
 * The bench measures its anchors (the bare Docusaurus home and the static page) several times in one run,
 * between blocks of routes, so that a machine that slows down or speeds up during a 50-minute run shows in
 * the anchors too: each route is compared with the anchors measured just before and just after its block.
 */
import {median} from './median.mjs';

/**
 * The order of one form factor's measurements: an anchor pass, then at most `every` routes, then another
 * anchor pass, and so on, ending with an anchor pass.
 * @template R
 * @param {readonly R[]} routes
 * @param {number} every routes per block (0 or less: all routes in one block)
 * @returns {{blocks: R[][], passes: number}} the route blocks; there is one more anchor pass than blocks
 */
export function anchorSchedule(routes, every) {
  const size = every > 0 ? every : Math.max(routes.length, 1);
  const blocks = [];
  for (let start = 0; start < routes.length; start += size) blocks.push(routes.slice(start, start + size));
  if (blocks.length === 0) blocks.push([]);
  return {blocks, passes: blocks.length + 1};
}

/**
 * The anchor values a route of block `block` is compared with: the mean of the passes just before and just
 * after the block (NaN-free: a pass that measured nothing is left out).
 * @param {readonly number[]} passValues one value per anchor pass, in order
 * @param {number} block
 * @returns {number} NaN when neither bracketing pass has a value
 */
export function bracketing(passValues, block) {
  const values = [passValues[block], passValues[block + 1]].filter(
    (value) => typeof value === 'number' && !Number.isNaN(value),
  );
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * How much an anchor moved during the run: its slowest pass against its fastest, as a fraction
 * (0.1 = the slowest pass took 10% longer), with the median of the passes.
 * @param {readonly number[]} passValues
 * @returns {{min: number, max: number, median: number, spread: number}}
 */
export function drift(passValues) {
  const values = passValues.filter((value) => !Number.isNaN(value));
  if (values.length === 0) return {min: Number.NaN, max: Number.NaN, median: Number.NaN, spread: Number.NaN};
  const min = Math.min(...values);
  const max = Math.max(...values);
  return {min, max, median: median(values), spread: min > 0 ? max / min - 1 : Number.NaN};
}
