// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The rule libraries are pure: no clock, no randomness, no I/O.
    files: ['libs/hex/src/**/*.ts', 'libs/engine/src/**/*.ts', 'libs/rulesets/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'http', 'crypto', '@nestjs/*'] }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Rule libraries are pure: dice come through the Dice port.' },
        { object: 'Date', property: 'now', message: 'Rule libraries are pure: no clock.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'Rule libraries are pure: no clock.' }],
    },
  },
);
