import {expect, type Page} from '@playwright/test';
import {waitForSettledPage} from './hydration';

export type FaqEntity = {'@type': string; name: string; acceptedAnswer: {text: string}};

/**
 * The FAQPage JSON-LD block in <head>, read after hydration. react-helmet re-inserts its tags while
 * the page hydrates, so a single read can meet <head> mid-update and find no block at all: this
 * polls until the block is there and keeps the block it found (a second read could meet the next
 * update).
 */
export async function faqPageData(page: Page): Promise<FaqEntity[]> {
  const read = async () => {
    const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents();
    const data = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
    return data.find((d) => d['@type'] === 'FAQPage');
  };
  await waitForSettledPage(page);
  let found: Record<string, unknown> | undefined;
  await expect
    .poll(async () => (found = await read()), {message: 'a FAQPage JSON-LD block in <head>'})
    .toBeDefined();
  return (found?.mainEntity ?? []) as FaqEntity[];
}
