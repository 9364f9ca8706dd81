import type {Locator} from '@playwright/test';

/**
 * Each name-and-value field of a description list in `list`: how many lines its name takes, where its box
 * and its value start, and whether its value sits beside its name (on the name's line) or under it.
 */
export const fields = (list: Locator) =>
  list.locator('dl > div').evaluateAll((divs) =>
    divs
      .filter((div) => div.getBoundingClientRect().width > 0)
      .map((div) => {
        const name = div.querySelector('dt');
        const value = div.querySelector('dd');
        if (!name || !value) throw new Error('a field has a name and a value');
        const nameBox = name.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(name);
        const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return {
          name: name.textContent ?? '',
          nameLines: lineTops.size,
          top: Math.round(div.getBoundingClientRect().top),
          valueTop: value.getBoundingClientRect().top,
          beside: value.getBoundingClientRect().top < nameBox.bottom - 1,
        };
      }),
  );

/** Fields grouped into the lines they sit on (the same top). */
export const byLine = <T extends {top: number}>(items: readonly T[]): T[][] => {
  const lines = new Map<number, T[]>();
  for (const item of items) lines.set(item.top, [...(lines.get(item.top) ?? []), item]);
  return [...lines.values()];
};
