import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BUILD_DIR, SITE_ORIGIN} from '../ports.mjs';
import {ROUTES} from '../support/routes';
import {escapeRegExp} from '../../src/lib/regExp';

function htmlFor(route: string): string {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  return fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
}

function meta(html: string, key: 'name' | 'property', value: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*\\b${key}=["']?${value}["']?[^>]*>`, 'i').exec(html)?.[0];
  return tag ? /content=("[^"]*"|'[^']*'|[^\s>]+)/.exec(tag)?.[1]?.replace(/^["']|["']$/g, '') : undefined;
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [
    ...html.matchAll(/<script[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi),
  ].flatMap(([, body = '']) => {
    const data = JSON.parse(body) as Record<string, unknown>;
    return (data['@graph'] as Array<Record<string, unknown>> | undefined) ?? [data];
  });
}

test.describe('meta and structured data', () => {
  test('every route has a unique title and description, keywords, canonical, og:* and twitter:card', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of ROUTES) {
      const html = htmlFor(route);
      const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      const description = meta(html, 'name', 'description') ?? '';
      expect(titles.get(title), `title of ${route} repeats`).toBeUndefined();
      expect(descriptions.get(description), `description of ${route} repeats`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
      expect(title.trim(), route).not.toBe('');
      expect(description.trim(), `description of ${route}`).not.toBe('');
      expect(meta(html, 'name', 'keywords') ?? '', route).toMatch(/\S/);
      expect(meta(html, 'name', 'twitter:card'), route).toBe('summary_large_image');
      for (const og of ['og:title', 'og:description', 'og:url', 'og:image']) {
        expect(meta(html, 'property', og) ?? '', `${og} on ${route}`).toMatch(/\S/);
      }
      const canonical = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(html)?.[1];
      expect(canonical, route).toBe(`${SITE_ORIGIN}${route === '/' ? '/' : route}`);
    }
  });

  test('sitemap.xml lists every public route and nothing else', () => {
    const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, loc = '']) => new URL(loc).pathname)
      .sort();
    expect(listed).toEqual([...ROUTES].sort());
  });

  test('the home page has Organization and WebSite (SearchAction) JSON-LD', () => {
    const items = jsonLd(htmlFor('/'));
    const organization = items.find((i) => i['@type'] === 'Organization');
    const website = items.find((i) => i['@type'] === 'WebSite') as
      {potentialAction?: Record<string, unknown>} | undefined;
    expect(organization).toMatchObject({name: 'Stridely', url: `${SITE_ORIGIN}/`});
    expect(website?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      'query-input': 'required name=search_term_string',
    });
  });

  for (const route of ['/pricing', '/injury-prevention', '/how-it-works']) {
    test(`${route} has FAQPage JSON-LD with questions and answers`, () => {
      const faq = jsonLd(htmlFor(route)).find((i) => i['@type'] === 'FAQPage') as
        {mainEntity: Array<{'@type': string; name: string; acceptedAnswer: {text: string}}>} | undefined;
      expect(faq?.mainEntity.length).toBeGreaterThan(2);
      for (const question of faq?.mainEntity ?? []) {
        expect(question['@type']).toBe('Question');
        expect(question.name).toMatch(/\S/);
        expect(question.acceptedAnswer.text).toMatch(/\S/);
      }
    });
  }

  for (const route of ROUTES.filter((r) => r.startsWith('/articles/'))) {
    test(`${route} has BlogPosting JSON-LD with the required properties`, () => {
      const post = jsonLd(htmlFor(route)).find((i) => i['@type'] === 'BlogPosting');
      expect(post).toMatchObject({headline: expect.any(String), datePublished: expect.any(String)});
      expect(post?.author).toMatchObject({name: expect.stringMatching(/\S/)});
      expect(post?.image).toMatchObject({
        url: expect.stringMatching(
          new RegExp(`^${escapeRegExp(SITE_ORIGIN)}/img/articles/[\\w-]+\\.(png|jpg)$`),
        ),
      });
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 390, height: 844}});

  for (const route of ROUTES) {
    test(`${route} shows its main content`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
      const main = page.locator('main').first();
      await expect(main).toBeVisible();
      expect((await main.innerText()).trim().length).toBeGreaterThan(300);
      // Nothing in the content is left transparent by an animation that needs JavaScript.
      const {checked, hidden} = await main.evaluate((root) => {
        const elements = [...root.querySelectorAll('h2, h3, p, li')];
        const transparent = elements.filter((el) => {
          for (
            let node: Element | null = el;
            node && node !== root.parentElement;
            node = node.parentElement
          ) {
            if (getComputedStyle(node).opacity === '0') return true;
          }
          return false;
        });
        return {checked: elements.length, hidden: transparent.map((el) => el.textContent?.slice(0, 60))};
      });
      expect(checked).toBeGreaterThan(0);
      expect(hidden).toEqual([]);
    });
  }

  test("the header's menu is a link to the footer's lists of pages; nothing shown needs a script", async ({
    page,
  }) => {
    for (const route of ['/', '/about-us', '/tools/pace-converter']) {
      await page.goto(route);
      // The theme's ☰ button and a docs page's "On this page" list open only through React: a tap did nothing.
      await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
      const tableOfContents = page.locator('.theme-doc-toc-mobile');
      if (route === '/about-us') expect(await tableOfContents.count()).toBeGreaterThan(0);
      for (const list of await tableOfContents.all()) await expect(list).toBeHidden();
      const menu = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: /^Menu/});
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
      await menu.click();
      await expect(page).toHaveURL(/#site-map$/);
      await expect(page.locator('footer').getByRole('link', {name: 'Pricing'})).toBeInViewport();
    }
  });

  test('every page the header links to is in that site map, or on a page it lists (the Features menu on /features)', async ({
    page,
  }) => {
    const hrefs = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
        );
    await page.goto('/about-us');
    const header = new Set(await hrefs('nav[aria-label="Main"] a[href]'));
    const siteMap = new Set(await hrefs('#site-map a[href]'));
    expect(header.size).toBeGreaterThan(10);
    const notListed = [...header].filter((href) => !siteMap.has(href));
    await page.goto('/features');
    const onFeatures = new Set(await hrefs('main a[href]'));
    expect(notListed.filter((href) => !onFeatures.has(href))).toEqual([]);
    expect(siteMap.has('/features')).toBe(true);
  });

  test('at desktop widths the menu link stays hidden: the header shows its links', async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900});
    await page.goto('/');
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: /^Menu/}),
    ).toBeHidden();
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Pricing', exact: true}),
    ).toBeVisible();
  });

  test('internal links navigate', async ({page}) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', {name: 'Pricing'}).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});
