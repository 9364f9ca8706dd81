/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import wholeServerHtmlPlugin, {DOCUSAURUS_RENDER_TO_HTML, WHOLE_RENDER_TO_HTML} from './wholeServerHtml';

/** Docusaurus' renderer, found beside its server entry (the package's exports hide lib/client). */
const CORE_CLIENT = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
);
const DOCUSAURUS_RENDERER = path.join(CORE_CLIENT, 'renderToHtml.js');

/** Stands in for the bundler's own plugin class: records what it was given. */
class NormalModuleReplacementPlugin {
  constructor(
    readonly resourceRegExp: RegExp,
    readonly newResource: string,
  ) {}
}

function configure(isServer: boolean, config: object = {}) {
  const plugin = wholeServerHtmlPlugin();
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin}}};
  return (plugin.configureWebpack as (c: object, s: boolean, u: typeof utils) => Record<string, unknown>)(
    config,
    isServer,
    utils,
  );
}

test("matches the renderer Docusaurus' server entry imports, and nothing beside it", () => {
  expect(readFileSync(path.join(CORE_CLIENT, 'serverEntry.js'), 'utf8')).toContain(
    "import { renderToHtml } from './renderToHtml';",
  );
  expect(DOCUSAURUS_RENDER_TO_HTML.test(DOCUSAURUS_RENDERER)).toBe(true);
  expect(DOCUSAURUS_RENDER_TO_HTML.test(path.join(CORE_CLIENT, 'serverEntry.js'))).toBe(false);
  expect(DOCUSAURUS_RENDER_TO_HTML.test(WHOLE_RENDER_TO_HTML)).toBe(false);
});

test('the original renders with React defaults and the same export name as the replacement', () => {
  const original = readFileSync(DOCUSAURUS_RENDERER, 'utf8');
  expect(original).toContain('export async function renderToHtml(app)');
  expect(original).not.toContain('progressiveChunkSize');
  expect(readFileSync(WHOLE_RENDER_TO_HTML, 'utf8')).toContain('export async function renderToHtml(');
});

test('swaps the renderer in the server bundle only', () => {
  const server = configure(true);
  const [replacement, ...others] = server.plugins as NormalModuleReplacementPlugin[];
  expect(others).toEqual([]);
  expect(replacement).toBeInstanceOf(NormalModuleReplacementPlugin);
  expect(replacement?.resourceRegExp).toBe(DOCUSAURUS_RENDER_TO_HTML);
  expect(replacement?.newResource).toBe(WHOLE_RENDER_TO_HTML);
  expect(configure(false)).toEqual({});
});

test('leaves the persistent cache settings alone (listing itself there hung the next build)', () => {
  const persistent = {experiments: {cache: {type: 'persistent', buildDependencies: []}}};
  expect(configure(true, persistent).experiments).toBeUndefined();
});
