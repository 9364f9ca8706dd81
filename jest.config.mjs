/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/docs', '<rootDir>/test', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|\\.mjs$': [
      '@swc/jest',
      {
        jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}},
        // The scripts' .mjs helpers are tested too: compile every module to CommonJS for jest.
        module: {type: 'commonjs'},
      },
    ],
  },
  // beasties (the build's critical-CSS step) requires css-select and friends, which ship only as ES
  // modules: compile those to CommonJS too, and nothing else from node_modules.
  transformIgnorePatterns: ['^(?!.*/node_modules/beasties/).*/node_modules/'],
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/test/styleStub.ts',
    '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/test/fileStub.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/router$': 'react-router-dom',
    '^@docusaurus/Link$': '<rootDir>/test/stubs/Link.tsx',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/test/stubs/useDocusaurusContext.ts',
    '^@docusaurus/useBaseUrl$': '<rootDir>/test/stubs/useBaseUrl.ts',
    '^@docusaurus/Head$': '<rootDir>/test/stubs/Head.tsx',
    '^@docusaurus/useBrokenLinks$': '<rootDir>/test/stubs/useBrokenLinks.ts',
    '^@docusaurus/ExecutionEnvironment$': '<rootDir>/test/stubs/ExecutionEnvironment.ts',
    '^@docusaurus/BrowserOnly$': '<rootDir>/test/stubs/BrowserOnly.tsx',
    '^@docusaurus/useIsBrowser$': '<rootDir>/test/stubs/useIsBrowser.ts',
    '^@docusaurus/isInternalUrl$': '<rootDir>/test/stubs/isInternalUrl.ts',
    '^@theme/Icon/ExternalLink$': '<rootDir>/test/stubs/IconExternalLink.tsx',
    '^@theme/Heading$': '<rootDir>/test/stubs/Heading.tsx',
    '^@docusaurus/theme-common/internal$': '<rootDir>/test/stubs/themeCommonInternal.ts',
    '^@theme-original/SearchBar$': '<rootDir>/test/stubs/OriginalSearchBar.tsx',
    '^@theme/CodeBlock$': '<rootDir>/test/stubs/CodeBlock.tsx',
    '^@theme/CodeInline$': '<rootDir>/test/stubs/CodeInline.tsx',
    '^@docusaurus-original/theme-common-react-utils\\?original$':
      '<rootDir>/test/stubs/themeCommonReactUtils.ts',
  },
};

export default config;
