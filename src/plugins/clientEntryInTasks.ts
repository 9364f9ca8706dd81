import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Puts src/clientModules/clientEntry.ts in the place of Docusaurus' client entry: it evaluates the main
 * bundle's largest modules in tasks of their own, then runs Docusaurus' entry, found by an alias. The
 * server bundle keeps its own entry.
 */

/** The alias by which the new entry imports Docusaurus' own. */
export const ORIGINAL_CLIENT_ENTRY = '@docusaurus-original/client-entry';
export const CLIENT_ENTRY = path.join(__dirname, '../clientModules/clientEntry.ts');

export default function clientEntryInTasksPlugin(): Plugin {
  const original = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
  return {
    name: 'client-entry-in-tasks',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      if (config.entry !== original) {
        throw new Error(
          `client-entry-in-tasks: Docusaurus' client entry is no longer ${original} (found ` +
            `${JSON.stringify(config.entry)}); update src/plugins/clientEntryInTasks.ts.`,
        );
      }
      return {
        mergeStrategy: {entry: 'replace'},
        entry: CLIENT_ENTRY,
        resolve: {alias: {[`${ORIGINAL_CLIENT_ENTRY}$`]: original}},
      };
    },
  };
}
