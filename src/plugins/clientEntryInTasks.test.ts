/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import clientEntryInTasksPlugin, {CLIENT_ENTRY, ORIGINAL_CLIENT_ENTRY} from './clientEntryInTasks';

const DOCUSAURUS_ENTRY = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

type Configure = (config: object, isServer: boolean) => Record<string, unknown>;
const configure = clientEntryInTasksPlugin().configureWebpack as unknown as Configure;

test("replaces Docusaurus' client entry with the one that yields, which imports it by an alias", () => {
  expect(configure({entry: DOCUSAURUS_ENTRY}, false)).toEqual({
    mergeStrategy: {entry: 'replace'},
    entry: CLIENT_ENTRY,
    resolve: {alias: {[`${ORIGINAL_CLIENT_ENTRY}$`]: DOCUSAURUS_ENTRY}},
  });
  const entry = readFileSync(CLIENT_ENTRY, 'utf8');
  expect(entry).toContain(`import(/* webpackMode: "eager" */ '${ORIGINAL_CLIENT_ENTRY}')`);
});

test('leaves the server bundle alone', () => {
  expect(configure({entry: '/server/entry.js'}, true)).toEqual({});
});

test("fails the build when Docusaurus' client entry has moved, instead of dropping it", () => {
  expect(() => configure({entry: {main: '/elsewhere/clientEntry.js'}}, false)).toThrow(
    /Docusaurus' client entry is no longer/,
  );
});

test("Docusaurus still names that file as the client bundle's entry and hydrates from it", () => {
  const clientConfig = readFileSync(require.resolve('@docusaurus/core/lib/webpack/client.js'), 'utf8');
  expect(clientConfig).toContain("'../client/clientEntry.js'");
  expect(readFileSync(DOCUSAURUS_ENTRY, 'utf8')).toMatch(/hydrateRoot\(/);
});
