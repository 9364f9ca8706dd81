/**
 * Lets a build script import the site's TypeScript modules (pure data and logic, such as the sample athlete
 * in src/domains/training-load/) instead of retyping their numbers:
 *
 *   import {registerTsModules} from './lib/tsModules.mjs';
 *   registerTsModules();
 *   const {sampleAthlete} = await import('../src/domains/training-load/sampleAthlete.ts');
 *
 * Node 20 cannot run TypeScript, so this registers module hooks (node:module `register`) that resolve the
 * site's `@site/` alias and extensionless relative imports to `.ts` files, and strip the types with the
 * TypeScript compiler's `transpileModule` (no type check: `npx tsc --noEmit` does that). Modules that import
 * React, CSS or Docusaurus' client API are not meant to be loaded this way.
 */
import {register} from 'node:module';

let registered = false;

export function registerTsModules() {
  if (registered) return;
  registered = true;
  register('./tsModuleHooks.mjs', import.meta.url);
}
