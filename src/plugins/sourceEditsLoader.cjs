/**
 * A bundler loader that applies exact text edits to a dependency's module (src/plugins/dependencyEdits.ts lists
 * them). Each edit's text must occur exactly once in the module, or the build fails naming the file
 * and the text: an upgrade that changes the module must be looked at, not silently left unpatched.
 *
 * Plain CommonJS: the bundler loads loaders with Node's require, which does not read TypeScript.
 */

/**
 * @param {string} source the module's text
 * @param {string} file its path, for the error
 * @param {ReadonlyArray<readonly [string, string]>} edits [text to find, its replacement]
 * @returns {string}
 */
function applySourceEdits(source, file, edits) {
  let result = source;
  for (const [find, replace] of edits) {
    const first = result.indexOf(find);
    if (first === -1 || result.indexOf(find, first + 1) !== -1) {
      throw new Error(
        `source edits: ${file} has ${first === -1 ? 'no' : 'more than one'} ${JSON.stringify(find)}; ` +
          'the dependency changed: update src/plugins/dependencyEdits.ts.',
      );
    }
    result = result.slice(0, first) + replace + result.slice(first + find.length);
  }
  return result;
}

/** @this {{getOptions: () => {edits: Array<[string, string]>}, resourcePath: string}} */
function sourceEditsLoader(source) {
  return applySourceEdits(source, this.resourcePath, this.getOptions().edits);
}

module.exports = sourceEditsLoader;
module.exports.applySourceEdits = applySourceEdits;
