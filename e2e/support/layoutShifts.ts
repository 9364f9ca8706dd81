import type {Page} from '@playwright/test';

/**
 * Records every layout shift of each page the tab opens from now on, from the start of its load, with what
 * moved and where; `layoutShifts` reads the record of the page now open. `minimum` leaves out shifts smaller
 * than it (0: every shift counts).
 */
export async function recordLayoutShifts(page: Page, minimum = 0): Promise<void> {
  await page.addInitScript((least) => {
    const shifts: string[] = [];
    (window as unknown as {shifts: string[]}).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        sources: Array<{node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}>;
      }>) {
        const box = (rect: DOMRectReadOnly) =>
          [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
        const moved = entry.sources.map(({node, previousRect, currentRect}) => {
          const name =
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.classList[0] ?? ''}` : '#text';
          return `${name} ${box(previousRect)} -> ${box(currentRect)}`;
        });
        if (entry.value >= least) shifts.push(`${entry.value.toFixed(4)}: ${moved.join('; ')}`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  }, minimum);
}

/** The layout shifts recorded (recordLayoutShifts) on the page now open. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as {shifts: string[]}).shifts);
}
