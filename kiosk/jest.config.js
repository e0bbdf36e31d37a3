// Two projects: the renderer's components in jsdom, and the platform-neutral core plus the Node
// services (journal file, NFC reader, headless reader) in Node. TypeScript through SWC.
const swcTypeScript = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/renderer/$1',
    '^@punchcard/shared$': '<rootDir>/../shared/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: { '^.+\\.tsx?$': ['@swc/jest', swcTypeScript] },
};

/** @type {import('jest').Config} */
export default {
  // jest's default on CI's two cores is one worker; the suites are independent.
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'kiosk-renderer',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src/renderer'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
    },
    {
      ...shared,
      displayName: 'kiosk-node',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/core', '<rootDir>/src/node', '<rootDir>/src/main'],
      testMatch: ['**/*.test.ts'],
    },
  ],
};
