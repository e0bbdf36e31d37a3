// One flat config for the whole monorepo. Boundaries (STYLE.md): apps import `@punchcard/shared`,
// never each other; shared imports no framework; no import cycles; no floating promises.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const apps = ['api', 'admin-web', 'kiosk'];
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
