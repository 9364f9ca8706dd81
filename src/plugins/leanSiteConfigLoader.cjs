/**
 * A bundler loader for Docusaurus' generated site config (`@generated/docusaurus.config`) in the client
 * bundle: it leaves out the keys only the build reads (src/plugins/leanClientBundle.ts lists them). The
 * generated module is `export default` and the config as JSON; a module of another shape fails the build,
 * naming the file, so a Docusaurus upgrade that changes it is looked at.
 *
 * Plain CommonJS: the bundler loads loaders with Node's require, which does not read TypeScript.
 */

/**
 * @param {string} source the generated module's text
 * @param {string} file its path, for the error
 * @param {readonly string[]} drop the keys to leave out
 * @returns {string}
 */
function leanSiteConfig(source, file, drop) {
  const match = /^([\s\S]*?export default )([\s\S]*?);?\s*$/.exec(source);
  let config;
  try {
    config = match ? JSON.parse(match[2]) : undefined;
  } catch {
    config = undefined;
  }
  if (!match || typeof config !== 'object' || config === null) {
    throw new Error(
      `lean site config: ${file} is not "export default" and the config as JSON; ` +
        'Docusaurus changed how it writes it: update src/plugins/leanSiteConfigLoader.cjs.',
    );
  }
  for (const key of drop) delete config[key];
  return `${match[1]}${JSON.stringify(config, null, 2)};\n`;
}

/** @this {{getOptions: () => {drop: string[]}, resourcePath: string}} */
function leanSiteConfigLoader(source) {
  return leanSiteConfig(source, this.resourcePath, this.getOptions().drop);
}

module.exports = leanSiteConfigLoader;
module.exports.leanSiteConfig = leanSiteConfig;
