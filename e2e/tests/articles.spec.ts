import {expect, test, type Locator, type Page} from '@playwright/test';
import {escapeRegExp} from '../../src/lib/regExp';
import {ARTICLES, articlesBy, articlesTagged, type Article} from '../support/articles';

/** Every article in blog/, newest first, as the list shows them. */
const first = ARTICLES[0]!;

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** Expects `count` images in scope, then scrolls each (lazy) one into view and expects it to load. */
async function expectImagesLoad(scope: Locator, count: number) {
  await expect(scope.locator('img')).toHaveCount(count);
  for (const img of await scope.locator('img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
  }
}

/** "6 min read": the post's read_time, or any estimate when it gives none. */
const readTimeText = ({readTime}: Article) => (readTime ? `${readTime} min read` : /\d+ min read/);

/** What a card shows: the author's avatars and the cover. */
const imagesOnCard = ({authors}: Article) => authors.filter(({imageUrl}) => imageUrl).length + 1;

async function expectCompleteCard(card: Locator, article: Article) {
  const {route, title, date, authors, cover: covers} = article;
  const link = card.getByRole('link');
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAccessibleName(title);
  await expect(link).toHaveAttribute('href', route);
  await expect(card.getByRole('heading', {level: 2, name: title})).toBeVisible();
  await expect(card.locator('p').first()).toHaveText(/\S.{40,}/);
  for (const {name} of authors) await expect(card.getByText(name, {exact: true})).toBeVisible();
  await expect(card.locator('time')).toHaveAttribute('datetime', new RegExp(`^${date}T`));
  await expect(card.getByText(readTimeText(article), {exact: true})).toBeVisible();
  expect(covers, `${route}: front matter image, a PNG or JPG`).not.toBeNull();
  const cover = card.locator(`img[src="${covers!.card}"]`);
  await expect(cover).toHaveAttribute('width', '600');
  await expect(cover).toHaveAttribute('height', '315');
  await expect(cover).toHaveAttribute('alt', '');
}

test.describe('articles list', () => {
  test('shows a complete card for every article, newest first, and the Join the Waitlist link', async ({
    page,
  }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', {level: 1, name: 'Articles'})).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', {name: 'Join the Waitlist'})).toHaveAttribute(
      'href',
      '/#pre-register',
    );
    await expect(cards(page)).toHaveCount(ARTICLES.length);
    for (const [index, article] of ARTICLES.entries()) {
      await expectCompleteCard(cards(page).nth(index), article);
    }
    const dates = await cards(page)
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
    expect(dates).toEqual([...dates].sort().reverse());
    // Each card: the authors' avatars and the cover.
    await expectImagesLoad(
      page.getByRole('main'),
      ARTICLES.reduce((sum, article) => sum + imagesOnCard(article), 0),
    );
  });

  test('cards are links a keyboard reaches in order, one Tab each, and Enter opens the article', async ({
    page,
  }) => {
    await page.goto('/articles');
    await page.getByRole('main').getByRole('link', {name: 'Join the Waitlist'}).focus();
    for (const [index, {title}] of ARTICLES.entries()) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: title})).toBeFocused();
      // The focus ring is drawn around the whole card.
      await expect(cards(page).nth(index)).toHaveCSS('outline-style', 'solid');
    }
    await expect(cards(page).first()).not.toHaveCSS('outline-style', 'solid');
    // Back one card from the last: the second-to-last.
    await page.keyboard.press('Shift+Tab');
    const {route, title} = ARTICLES.at(-2)!;
    await expect(page.getByRole('link', {name: title})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(route)}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  });

  test('the whole card is a click target', async ({page}) => {
    await page.goto('/articles');
    const {route, authors} = ARTICLES[1]!;
    // Click the card's byline, far from the title: the title link's overlay takes the click.
    const card = cards(page).nth(1);
    const box = await card.getByText(authors[0]!.name, {exact: true}).boundingBox();
    const cardBox = await card.boundingBox();
    if (!box || !cardBox) throw new Error('card is not laid out');
    await card.click({
      position: {x: box.x - cardBox.x + box.width / 2, y: box.y - cardBox.y + box.height / 2},
    });
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(route)}$`));
  });

  test('works without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/articles');
    await expect(cards(page)).toHaveCount(ARTICLES.length);
    await expect(page.getByRole('link', {name: first.title})).toHaveAttribute('href', first.route);
    await context.close();
  });
});

test.describe('tag and author pages', () => {
  test('a tag page lists its articles with the same cards', async ({page}) => {
    await page.goto('/articles/tags/training-load');
    const tagged = articlesTagged('training-load');
    await expect(cards(page)).toHaveCount(tagged.length);
    for (const [index, article] of tagged.entries()) {
      await expectCompleteCard(cards(page).nth(index), article);
    }
  });

  test("the author's page lists all their articles with the same cards", async ({page}) => {
    await page.goto('/articles/authors/coaching-team');
    await expect(page.getByRole('heading', {level: 1, name: 'Coaching Team'})).toBeVisible();
    const theirs = articlesBy('coaching-team');
    await expect(cards(page)).toHaveCount(theirs.length);
    await expectCompleteCard(cards(page).first(), theirs[0]!);
  });
});

test.describe('article pages', () => {
  for (const article of ARTICLES) {
    const {slug, route, title, cover: covers} = article;
    test(`${slug} has Back to Articles, its cover and the call to action`, async ({page}) => {
      expect(covers, 'front matter image, a PNG or JPG').not.toBeNull();
      await page.goto(route);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page.getByRole('link', {name: 'Back to Articles'})).toHaveAttribute('href', '/articles');
      const cta = page.getByRole('complementary', {name: 'Train on a plan that adapts after every run'});
      await expect(cta).toBeVisible();
      await expect(cta.getByRole('link', {name: 'Join the Waitlist'})).toHaveAttribute(
        'href',
        '/#pre-register',
      );
      const cover = page.locator('article picture img');
      await expect(cover).toHaveAttribute('width', '1200');
      await expect(cover).toHaveAttribute('height', '630');
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(new RegExp(`${escapeRegExp(covers!.page)}$`));
      await expect(page.locator('article header')).toContainText(readTimeText(article));
    });
  }

  test('Back to Articles returns to the list', async ({page}) => {
    await page.goto('/articles/unleash-your-endurance');
    await page.getByRole('link', {name: 'Back to Articles'}).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(cards(page)).toHaveCount(ARTICLES.length);
  });

  test('the call to action lands on the sign-up', async ({page}) => {
    await page.goto('/articles/dangers-of-overtraining');
    await page.getByRole('complementary').getByRole('link', {name: 'Join the Waitlist'}).click();
    await expect(page).toHaveURL(/\/#pre-register$/);
    await expect(page.locator('#pre-register')).toBeInViewport();
  });
});

test.describe('heading outline', () => {
  /** Every heading level on the page, in document order: h1 to h6 and role="heading" with aria-level. */
  const headingLevels = (page: Page) =>
    page
      .locator('h1, h2, h3, h4, h5, h6, [role="heading"]')
      .evaluateAll((headings) =>
        headings.map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1))),
      );

  for (const route of [
    '/articles/archive',
    '/articles',
    '/articles/tags',
    '/articles/tags/training-load',
    '/articles/authors',
    '/articles/authors/coaching-team',
    first.route,
  ]) {
    test(`${route}: one h1 first, and no heading skips a level`, async ({page}) => {
      await page.goto(route);
      const levels = await headingLevels(page);
      expect(levels.length, `headings on ${route}`).toBeGreaterThan(1);
      expect(levels[0]).toBe(1);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      const skips = levels.flatMap((level, index) =>
        index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
      );
      expect(skips, `levels in order: ${levels.join(', ')}`).toEqual([]);
    });
  }

  test('/articles/archive lists the articles under a year heading (h2)', async ({page}) => {
    await page.goto('/articles/archive');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1, name: 'Article archive'})).toBeVisible();
    // The page says what it is once, under its title, not "Archive" twice in a coloured band.
    await expect(main.getByText('Every running article we have published, by date.')).toBeVisible();
    await expect(page.getByText('Archive', {exact: true})).toHaveCount(0);
    const years = page.getByRole('main').getByRole('heading', {level: 2});
    await expect(years.first()).toHaveText(/^\d{4}\b/);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(ARTICLES.length);
    // Its own description, not the theme's 'Archive'.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Every running article we have published, by date.',
    );
  });
});

test.describe('an article on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('its previous and next links each take the full width, one a row', async ({page}) => {
    await page.goto('/articles/dangers-of-overtraining');
    const links = page.getByRole('navigation', {name: 'Blog post page navigation'}).getByRole('link');
    await expect(links).toHaveCount(2);
    const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
    for (const box of boxes) expect(box!.width).toBeGreaterThan(300);
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
  });

  test('a wrapped title keeps its arrow on the line of its last word, never on a line of its own', async ({
    page,
  }) => {
    // At 390 px the next link's title, "Unleash Your Endurance: How to Build an Aerobic Engine That Lasts",
    // fills its last line: with an ordinary space before the theme's "»", the arrow wrapped onto a line alone.
    await page.goto('/articles/running-tips-busy-professionals');
    const labels = page.locator('.pagination-nav__label');
    await expect(labels).toHaveCount(2);
    const extraLines = await labels.evaluateAll((elements) =>
      elements.map((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const box = label.getBoundingClientRect();
        // Lines of the box that hold none of the title's own text: what only an arrow fills.
        const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
        return Math.round(
          (box.bottom -
            Math.max(...lines.map((rect) => rect.bottom)) +
            (Math.min(...lines.map((rect) => rect.top)) - box.top)) /
            lineHeight,
        );
      }),
    );
    expect(extraLines).toEqual([0, 0]);
  });

  test('a table card spells a mixed-case column name as written (rTSS, not RTSS)', async ({page}) => {
    await page.goto('/articles/ai-transforms-running');
    // The cards set their column names in capitals; a mixed-case one keeps its own case.
    const term = page
      .getByRole('term')
      .filter({hasText: /^rTSS$/i})
      .first();
    await expect(term).toBeVisible();
    expect(await term.evaluate((element) => (element as HTMLElement).innerText)).toBe('rTSS');
    const duration = page
      .getByRole('term')
      .filter({hasText: /^Duration$/i})
      .first();
    expect(await duration.evaluate((element) => (element as HTMLElement).innerText)).toBe('DURATION');
  });
});
