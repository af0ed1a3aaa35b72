import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-*',
    'dev-dist',
    'test-results',
    'playwright-report',
    'reports',
    'public',
    'scripts/*.mjs',
    'eslint.config.js',
  ]),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommendedTypeChecked,
      reactHooks.configs.flat.recommended,
      reactRefresh.configs.vite,
    ],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The UI, the store and the app see the engine only through its public face (DESIGN.md):
    // src/engine/index.ts, and src/engine/meta.ts, a second, light entry (ids and scenario facts
    // without rules or content) for the start screen, which must load without the engine.
    files: ['src/ui/**/*.{ts,tsx}', 'src/store/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/*', '**/engine/*/**', '!**/engine/meta'],
              message:
                "Import from the engine's public index ('src/engine') or its light entry ('src/engine/meta'), not from its modules.",
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is pure: no DOM, no React, no clock, no global randomness (DESIGN.md).
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-dom',
            'zustand',
            'konva',
            'react-konva',
            '*/store/*',
            '*/ui/*',
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use the seeded RNG in state (engine/rng).',
        },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
]);
