// Component tests for the renderer: TypeScript through SWC, a jsdom document, tests beside code.
const swcTypeScript = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** @type {import('jest').Config} */
export default {
  displayName: 'kiosk',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src/renderer'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/renderer/$1' },
  transform: { '^.+\\.tsx?$': ['@swc/jest', swcTypeScript] },
};
