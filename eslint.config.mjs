import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.tmp/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname}},
  },
  {
    // Plain JavaScript (scripts, configs) has no types to check.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  jsxA11y.flatConfigs.recommended,
  {
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    languageOptions: {globals: {...globals.jest}},
    // expect(object.method).toHaveBeenCalled() and jest.fn() stand-ins are not unbound calls.
    // jest's asymmetric matchers (expect.any(...)) are typed any.
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      // Stand-ins for fetch and friends are async to match the real signatures.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Only docusaurus.config.ts reads the environment (ARCHITECTURE.md, configuration contract).
    files: ['src/**/*.{ts,tsx}', 'docs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through useSiteSettings().',
        },
      ],
    },
  },
);
