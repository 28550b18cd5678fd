// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'libs/client/dist/**', 'libs/client/src/generated/**', 'node_modules/**', 'coverage/**', '.stryker-tmp*/**', '**/*.js', '**/*.mjs'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The rule libraries are pure: no clock, no randomness, no I/O, and no floating-point
    // trigonometry (ECMAScript leaves Math.sin & co. implementation-approximated: a record must
    // re-verify on any Node version; use @pratzen/geometry's integer table). Specs and scripts/
    // may use them.
    files: ['libs/hex/src/**/*.ts', 'libs/engine/src/**/*.ts', 'libs/game/src/**/*.ts', 'libs/rulesets/**/*.ts', 'libs/geometry/src/**/*.ts', 'libs/render/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'http', 'crypto', '@nestjs/*'] }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Rule libraries are pure: dice come through the Dice port.' },
        { object: 'Date', property: 'now', message: 'Rule libraries are pure: no clock.' },
        ...['sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'atan2', 'hypot'].map((property) => ({
          object: 'Math',
          property,
          message: 'Rule libraries are exact: no float trigonometry (use @pratzen/geometry: trig table, squared distances).',
        })),
      ],
      'no-restricted-globals': ['error', { name: 'Date', message: 'Rule libraries are pure: no clock (time comes in command metadata).' }],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'Rule libraries are pure: no clock.' }],
    },
  },
);
