/**
 * CSS lint for the site's stylesheets (CSS modules and src/css): the standard rules, CSS-modules
 * syntax (:global, composes), and two that catch real bugs in cascaded styles: a selector written twice
 * in one file (no-duplicate-selectors) and a less specific selector after a more specific one that it
 * then fails to override (no-descending-specificity). Declarations follow one order (stylelint-order).
 */
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard', 'stylelint-config-css-modules'],
  plugins: ['stylelint-order'],
  ignoreFiles: ['build/**', 'e2e/.tmp/**', 'bench-results/**', 'node_modules/**', '.docusaurus/**'],
  rules: {
    // Blank lines group custom properties and rules by meaning; Prettier owns the rest of the layout.
    'custom-property-empty-line-before': null,
    'declaration-empty-line-before': null,
    'rule-empty-line-before': null,
    'comment-empty-line-before': null,
    'no-duplicate-selectors': true,
    'no-descending-specificity': true,
    // Declarations (composes first, by CSS modules' rule, then custom and other properties), then nested rules.
    'order/order': ['declarations', 'rules', 'at-rules'],
    // CSS modules use camelCase (styles.cardGrid); global classes follow Infima's BEM-like names.
    'selector-class-pattern': [
      '^([a-z][a-zA-Z0-9]*|[a-z][a-z0-9-]*(__[a-z0-9-]+)?(--[a-z0-9-]+)?)$',
      {message: 'Use camelCase in CSS modules, Infima-style kebab-case for global classes'},
    ],
    // Font names keep their case.
    'value-keyword-case': ['lower', {ignoreProperties: ['font-family', '/^--.*font-family/', 'composes']}],
    // The visually-hidden pattern keeps clip for browsers without clip-path.
    'property-no-deprecated': [true, {ignoreProperties: ['clip']}],
    // Safari still needs the prefix for background-clip: text.
    'property-no-vendor-prefix': [true, {ignoreProperties: ['/background-clip/']}],
    // min-width/max-width queries: read by every browser the site supports, unlike range syntax.
    'media-feature-range-notation': 'prefix',
  },
};
