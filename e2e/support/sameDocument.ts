import type {Page} from '@playwright/test';

/*
 * Whether a click navigated through the router (same document) or loaded a new page: mark the window,
 * click, then ask whether the mark is still there. The history's length tells how many entries a click pushed.
 */

export const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, {sameDocument: true}));
export const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);
export const historyLength = (page: Page) => page.evaluate(() => window.history.length);
