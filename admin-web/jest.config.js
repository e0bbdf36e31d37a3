// Component tests: TypeScript through SWC, a jsdom document, tests beside the code.
const swcTypeScript = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

// react-router ships ES modules only; jest runs CommonJS, so those packages are compiled too.
// `import.meta.hot` (Vite's HMR handle, absent here) has no CommonJS form.
const swcEsmDependency = {
  jsc: {
    parser: { syntax: 'ecmascript' },
    target: 'es2022',
    transform: { optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } } },
  },
  module: { type: 'commonjs' },
};

// react-markdown (the help articles) and its unified/micromark family are ES modules only too.
const markdownPackages = [
  'react-markdown',
  'remark-[^/]+',
  'micromark[^/]*',
  'mdast-util-[^/]+',
  'unist-util-[^/]+',
  'hast-util-[^/]+',
  'vfile[^/]*',
  'unified',
  'bail',
  'devlop',
  'is-plain-obj',
  'trough',
  'comma-separated-tokens',
  'space-separated-tokens',
  'property-information',
  'estree-util-[^/]+',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'character-reference-invalid',
  'is-alphanumerical',
  'is-alphabetical',
  'is-decimal',
  'is-hexadecimal',
  'parse-entities',
  'stringify-entities',
  'longest-streak',
  'zwitch',
  'ccount',
  'markdown-table',
  'trim-lines',
  'html-url-attributes',
  '@ungap/structured-clone',
  'escape-string-regexp',
];

/** @type {import('jest').Config} */
export default {
  displayName: 'admin-web',
  testEnvironment: '<rootDir>/jest/jsdom-environment.js',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // jest's default on CI's two cores is one worker; the suites are independent.
  maxWorkers: 2,
  setupFiles: ['<rootDir>/jest/jsdom-globals.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts', '<rootDir>/src/testing/setup-i18n.ts'],
  moduleNameMapper: {
    // Vite's `?raw` imports (the help articles' Markdown): the file itself, read as text below.
    '^(.+\\.md)\\?raw$': '$1',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@punchcard/shared$': '<rootDir>/../shared/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '\\.md$': '<rootDir>/jest/raw-text-transform.cjs',
    '^.+\\.tsx?$': ['@swc/jest', swcTypeScript],
    '^.+\\.m?js$': ['@swc/jest', swcEsmDependency],
  },
  transformIgnorePatterns: [
    `/node_modules/(?!(react-router|@remix-run/route-pattern|cookie-es|${markdownPackages.join('|')})/)`,
  ],
};
