import type {CSSProperties} from 'react';

/**
 * The inline style a card grid (src/css/cardGrid.module.css) needs: its number of cards, known when the
 * page is built, so the browser fixes the columns before the cards arrive on a slow line. An empty list
 * counts as one card: there is nothing to lay out.
 */
export function cardGridStyle(count: number): CSSProperties {
  return {'--card-grid-count': Math.max(1, Math.floor(count) || 1)} as CSSProperties;
}
