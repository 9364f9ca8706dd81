import type {Locator, Page} from '@playwright/test';

/** The header's Features menu: the list that its Features button opens. */
export function featuresMenu(page: Page): Locator {
  return page
    .locator('.navbar .dropdown')
    .filter({has: page.getByRole('button', {name: 'Features', exact: true})})
    .locator('.dropdown__menu');
}
