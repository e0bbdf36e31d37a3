/**
 * Unit specs beside the code (src/**\/*.spec.ts) and integration specs in test/ (whole app over
 * HTTP against PostgreSQL). Nest 12 ships ESM only, so swc compiles it to CommonJS with our code.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  // openid-client and its jose and oauth4webapi ship ESM only too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@punchcard|openid-client|oauth4webapi|jose)/)',
  ],
  moduleNameMapper: {
    '^#src/(.*)\\.js$': '<rootDir>/src/$1',
    '^@punchcard/shared$': '<rootDir>/../shared/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testTimeout: 60_000,
  // Integration specs spend most of their time waiting on PostgreSQL, so two workers on CI's two
  // cores halve the run (jest's default there is one).
  maxWorkers: 2,
  // Spec files leave memory behind in their worker (each loads the whole app's modules afresh),
  // and on CI one worker reached V8's 4 GB heap limit after half an hour of them and crashed. A
  // worker above this once a spec file ends is replaced by a fresh one.
  workerIdleMemoryLimit: '1536MB',
};
