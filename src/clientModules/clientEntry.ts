/**
 * The entry of the bundle every page loads (src/plugins/clientEntryInTasks.ts puts it in the place of
 * Docusaurus' own entry, which it then runs unchanged).
 *
 * A bundle's code runs when its entry module is evaluated, and evaluating Docusaurus' entry evaluates
 * everything it imports in the same task: React DOM, the router, the routes table, the theme's layout and
 * every client module, then it starts loading the page's route chunks. On a mid-range phone (4x CPU) that
 * was one task of about 150 ms right after the first paint, on every page, the largest part of the
 * page's Total Blocking Time. Here the largest of those imports are evaluated first, each in a task of
 * its own; Docusaurus' entry then finds them evaluated and does the rest (about 10-50 ms). Eager imports
 * (`webpackMode: "eager"`) add no chunk: every module named here was already in the main bundle.
 */
// First, so that it opens the stylesheet: cascade layers rank in the order their names first appear, and
// the steps below import the theme's layout, whose CSS (layer docusaurus.theme-classic) would otherwise come
// before Docusaurus' client modules, this declaration among them, and rank Infima above the theme.
import '@generated/docusaurus-plugin-css-cascade-layers/default/layers.css';
import {runInSeparateTasks} from './inSeparateTasks';

runInSeparateTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@theme/Layout'),
  () => import(/* webpackMode: "eager" */ '@docusaurus-original/client-entry'),
]).catch((error: unknown) => {
  // As if it had been thrown by the bundle: the browser reports it, and so do the browser tests.
  setTimeout(() => {
    throw error;
  });
});
