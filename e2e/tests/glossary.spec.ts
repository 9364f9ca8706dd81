import {expect, test} from '@playwright/test';
import {GLOSSARY_TERMS} from '../../src/components/Term/glossary';

test.use({viewport: {width: 1440, height: 900}});

test('/glossary renders every term as a heading with its stable anchor', async ({page}) => {
  await page.goto('/glossary');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Glossary');
  const ids = Object.keys(GLOSSARY_TERMS);
  const anchors = await page
    .locator('main h3[id]')
    .evaluateAll((headings) => headings.map((heading) => heading.id));
  expect(anchors.sort()).toEqual([...ids].sort());
  await expect(page.locator('#ctl')).toHaveText(/Chronic training load \(CTL\)/);
  await expect(page.locator('#acwr')).toHaveText(/Acute:chronic workload ratio \(ACWR\)/);
});

test('a term on a feature page lands on its glossary heading', async ({page}) => {
  await page.goto('/features/smart-adaptation');
  const link = page.locator('main article').getByRole('link', {name: 'CTL', exact: true}).first();
  await expect(link).toHaveAttribute('href', '/glossary#ctl');
  await link.click();
  await expect(page).toHaveURL(/\/glossary#ctl$/);
  await expect(page.locator('#ctl')).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('term links are plain links in the HTML and the anchor is reached', async ({page}) => {
    await page.goto('/features/warmup-stretching');
    const link = page.getByRole('link', {name: 'A-skips', exact: true});
    await expect(link).toHaveAttribute('href', '/glossary#a-skips');
    await link.click();
    await expect(page).toHaveURL(/\/glossary#a-skips$/);
    await expect(page.locator('#a-skips')).toBeInViewport();
  });
});
