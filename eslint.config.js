/**
 * ESLint (flat config), `npm run lint`. A small rule set on purpose: the point is issue 15's
 * boundary — only src/dataProvider and src/authProvider may import the API client; every other web
 * file reaches the school API through the data provider (or the auth provider's account methods).
 * Plus React's rules of hooks, which the code already refers to in its disable comments.
 *
 * Parser: Babel's, with its TypeScript and JSX syntax plugins. typescript-eslint's parser needs the
 * JavaScript API of `typescript` 5–6, and the project compiles with the native `typescript` 7 that
 * has none (DESIGN.md §8); the rules here need syntax only, not types.
 */
import babelParser from '@babel/eslint-parser';
import reactHooks from 'eslint-plugin-react-hooks';

/** Babel parser options for a TypeScript file, with JSX for .tsx (in .ts `<T>x` is a cast, not JSX). */
const parseAs = (plugins) => ({
  parser: babelParser,
  parserOptions: {
    requireConfigFile: false,
    babelOptions: { babelrc: false, configFile: false, parserOpts: { plugins } },
  },
});

export default [
  { ignores: ['dist/**', 'node_modules/**'] },
  { files: ['**/*.ts'], languageOptions: parseAs(['typescript']) },
  { files: ['**/*.tsx'], languageOptions: parseAs(['typescript', 'jsx']) },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The API client (axios, codec, envelope, toasts) stays behind the providers (issue 15 step 1).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/dataProvider/**', 'src/authProvider/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)dataProvider/apiClient(\\.ts)?$',
              message:
                'Reach the school API through the data provider (useDataProvider + a typed method in src/dataProvider/<feature>.ts) or the auth provider; ApiError and friends come from src/dataProvider/errors.',
            },
          ],
        },
      ],
    },
  },
];
