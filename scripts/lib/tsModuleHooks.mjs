/**
 * Module hooks registered by ./tsModules.mjs (they run on Node's loader thread): `@site/…` resolves to the
 * repository root, a relative import without an extension from a `.ts` file tries `.ts` and `/index.ts`,
 * and a `.ts` file is loaded as an ES module with its types stripped.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function existingTs(file) {
  for (const candidate of [file, `${file}.ts`, path.join(file, 'index.ts')]) {
    if (candidate.endsWith('.ts') && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  }
  return null;
}

export async function resolve(specifier, context, nextResolve) {
  const fromTs = context.parentURL?.endsWith('.ts') ?? false;
  let file = null;
  if (specifier.startsWith('@site/')) file = path.join(ROOT, specifier.slice('@site/'.length));
  else if (fromTs && (specifier.startsWith('./') || specifier.startsWith('../'))) {
    file = path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier);
  }
  const found = file && existingTs(file);
  if (found) return {url: pathToFileURL(found).href, shortCircuit: true};
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const {outputText} = ts.transpileModule(fs.readFileSync(fileName, 'utf8'), {
    fileName,
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  return {format: 'module', source: outputText, shortCircuit: true};
}
