// One flat config for the whole monorepo. Boundaries (STYLE.md): apps import `@punchcard/shared`,
// never each other; shared imports no framework; no import cycles; no floating promises.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const apps = ['api', 'admin-web', 'kiosk'];
const adminWebFeatures = readdirSync(new URL('admin-web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const adminWebShared = ['components', 'config', 'hooks', 'lib', 'locales', 'styles', 'testing'];
const kioskFeatures = readdirSync(new URL('kiosk/src/renderer/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const kioskRendererShared = ['components', 'i18n', 'lib', 'locales', 'pwa', 'styles', 'testing'];
// Each folder of api/src/modules is private behind its index.ts. Schema files (entities and
// embedded columns) name other modules' tables for their foreign keys, and database/entities.ts
// lists every entity for TypeORM, so those may import entity files directly.
const apiModules = readdirSync(new URL('api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const apiSchemaFiles = [
  'api/src/**/*.entity.ts',
  'api/src/**/*.columns.ts',
  'api/src/database/entities.ts',
];
const apiModuleZones = (schema) =>
  apiModules.map((name) => {
    const src = `${import.meta.dirname}/api/src`;
    const dir = `${src}/modules/${name}`;
    return {
      target: [`${src}/*.ts`, `${src}/!(modules)/**`, `${src}/modules/!(${name})/**`],
      ...(schema
        ? { from: `${dir}/**`, except: [`${dir}/{index,*.entity,*.columns}.ts`] }
        : { from: dir, except: ['./index.ts'] }),
      message: `Other code reaches the ${name} module only through its index.ts.`,
    };
  });
const otherApps = (app) =>
  apps
    .filter((other) => other !== app)
    .flatMap((other) => [`@punchcard/${other}`, `@punchcard/${other}/*`, `**/${other}/src/**`]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/openapi.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Nest and TypeORM take plain option objects typed as classes; that is their intended use.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'no-restricted-imports': ['error', { patterns: ['../../../*'] }],
    },
    settings: {
      // Without these, import-x parses no TypeScript file and no-cycle silently checks nothing.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'shared/tsconfig.json',
            'api/tsconfig.json',
            'admin-web/tsconfig.app.json',
            'admin-web/tsconfig.node.json',
            'kiosk/tsconfig.*.json',
            'build/tsconfig.json',
          ],
        }),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@nestjs/*',
            'typeorm',
            'react',
            'react-*',
            'electron',
            '@punchcard/*',
            '**/api/**',
            '**/admin-web/**',
            '**/kiosk/**',
          ],
        },
      ],
    },
  },
  ...apps.map((app) => ({
    files: [`${app}/**/*.ts`, `${app}/**/*.tsx`],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['../../../*', ...otherApps(app)] }],
    },
  })),
  {
    // admin-web's layers (bulletproof-react): a feature never imports another feature, what
    // several features share lives in lib, components, hooks (or shared) and imports no feature,
    // and only app (routes, layouts) composes features.
    files: ['admin-web/src/**/*.ts', 'admin-web/src/**/*.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...adminWebFeatures.map((feature) => ({
              target: `./admin-web/src/features/${feature}`,
              from: './admin-web/src/features',
              except: [`./${feature}`],
              message:
                'Features never import each other: share through lib/components, or compose in app.',
            })),
            {
              target: './admin-web/src/features',
              from: './admin-web/src/app',
              message: 'Features never import the app: the app composes them.',
            },
            {
              target: adminWebShared.map((folder) => `./admin-web/src/${folder}`),
              from: ['./admin-web/src/features', './admin-web/src/app'],
              message: 'Shared code imports no feature and no app module.',
            },
          ],
        },
      ],
    },
  },
  {
    // The kiosk's layers: the renderer's features never import each other and only app composes
    // them (as in admin-web); core is the platform-neutral engine (browser, Electron, Node reader)
    // and imports no renderer, Node or Electron code; the Node services never import the renderer.
    files: ['kiosk/src/**/*.ts', 'kiosk/src/**/*.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...kioskFeatures.map((feature) => ({
              target: `./kiosk/src/renderer/features/${feature}`,
              from: './kiosk/src/renderer/features',
              except: [`./${feature}`],
              message:
                'Features never import each other: share through lib/components, or compose in app.',
            })),
            {
              target: './kiosk/src/renderer/features',
              from: './kiosk/src/renderer/app',
              message: 'Features never import the app: the app composes them.',
            },
            {
              target: kioskRendererShared.map((folder) => `./kiosk/src/renderer/${folder}`),
              from: ['./kiosk/src/renderer/features', './kiosk/src/renderer/app'],
              message: 'Shared code imports no feature and no app module.',
            },
            {
              target: './kiosk/src/core',
              from: ['./kiosk/src/renderer', './kiosk/src/node', './kiosk/src/main'],
              message: 'core runs in a browser, Electron and Node alike: it imports none of them.',
            },
            {
              target: ['./kiosk/src/node', './kiosk/src/main'],
              from: './kiosk/src/renderer',
              message: 'The Node side never imports the renderer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['kiosk/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['../../../*', ...otherApps('kiosk'), 'node:*', 'react', 'react-*', 'electron'],
        },
      ],
    },
  },
  {
    // Services hold rules and repositories SQL; neither sees HTTP (STYLE.md, immich). Controllers
    // read the request through decorators (`@ClientMeta()`) and write cookies themselves.
    files: ['api/src/**/*.service.ts', 'api/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['../../../*', ...otherApps('api')],
          paths: [
            { name: 'express', message: 'Services and repositories never see express.' },
            { name: '@nestjs/platform-express', message: 'Services never see express.' },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: apiSchemaFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiModuleZones(false) }] },
  },
  {
    files: apiSchemaFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiModuleZones(true) }] },
  },
  {
    files: ['admin-web/**/*.tsx', 'kiosk/**/*.tsx', 'admin-web/**/*.ts', 'kiosk/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  prettier,
);
