/**
 * The house rules, checked: typescript-eslint's recommended rules over every package, React's
 * rules of hooks in the browser packages, and the import rules that keep the rooms apart:
 * - a remote never imports another remote or the host, and the host no remote;
 * - the kernel imports no deployable (host, remotes, API, infra);
 * - the patient area never imports the console kit or antd (patients are on slow phones);
 * - in the API, platform/ and channels/ import no feature, a feature imports another only
 *   through its port.ts, and only `main.ts`, the demo itself and tests import demo/.
 * Unused exports are knip's (knip.json beside this file). Both run in `npm test`
 * (infra/scripts/test.sh) and CI; `pnpm run lint` runs them alone.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REPO = new URL('../..', import.meta.url).pathname;

const restricted = (...patterns) => ['error', { patterns }];
const group = (group, message) => ({ group, message });

export default tseslint.config(
  { basePath: REPO },
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/*.cjs', '**/*.mjs', '**/*.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_`-prefixed names are unused on purpose (a handler's signature, a skipped tuple slot).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Tests and declaration shims name `{}` and `Function` types on purpose; `any` stays an error.
      '@typescript-eslint/no-empty-object-type': 'off',
      // Stripping control characters from names, paths and logs is what those patterns are for.
      'no-control-regex': 'off',
    },
  },
  {
    // Tests load a module afresh (jest.isolateModules) or a native module through require.
    files: ['**/*.test.{ts,tsx}', 'infra/api/src/testing/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['host/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared-kernel/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  {
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted(
        group(['**/host/**', '@hearth/host', '@hearth/host/*'], 'A remote never imports the host: share it through the kernel.'),
        group(['**/mf-*/**', '@hearth/mf-*'], 'A remote never imports another remote: share it through the kernel.'),
      ),
    },
  },
  {
    files: ['mf-patient/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted(
        group(['**/host/**', '@hearth/host', '@hearth/host/*'], 'A remote never imports the host: share it through the kernel.'),
        group(['**/mf-*/**', '@hearth/mf-*'], 'A remote never imports another remote: share it through the kernel.'),
        group(['@hearth/shared-kernel/console', 'antd', 'antd/*', '@ant-design/*'], 'The patient area stays light: no console kit, no antd.'),
      ),
    },
  },
  {
    // The patient reads their own language: every word on a patient page comes from the catalogue (src/i18n).
    files: ['mf-patient/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-z]/]:not([value=/^\\s*Hearth\\s*$/])', message: "Words on a patient page come from the catalogue: t('key') (mf-patient/src/i18n)." },
        {
          selector: 'JSXAttribute[name.name=/^(label|hint|placeholder|aria-label|title|alt)$/] > Literal',
          message: "Words on a patient page come from the catalogue: t('key') (mf-patient/src/i18n).",
        },
      ],
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted(group(['**/mf-*/**', '@hearth/mf-*'], 'The host loads remotes at run time; it never imports one.')),
    },
  },
  {
    files: ['shared-kernel/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted(
        group(['**/host/**', '**/mf-*/**', '**/infra/**', '@hearth/host*', '@hearth/mf-*', '@hearth/api*'], 'The kernel imports no deployable.'),
      ),
    },
  },
  ...apiRules(),
);

/**
 * The API's folders (infra/api/src): platform/ and channels/ never import a feature; a feature
 * reaches another only through its port.ts; nothing but main.ts, the demo itself and tests
 * imports demo/. Circles between folders are found by src/module-boundaries.test.ts.
 */
function apiRules() {
  const src = 'infra/api/src';
  const tests = [`${src}/**/*.test.ts`, `${src}/testing/**`];
  const demo = { regex: '^(\\.\\./)+demo(/|$)', message: 'Only main, the demo commands and tests import the demo data.' };
  const upward = { regex: '^(\\.\\./)+(features|demo)(/|$)|^(\\.\\./)+(app|jobs|main)$', message: 'platform/ and channels/ serve the features: they never import one.' };
  /** Another feature's module other than its port, seen from `depth` folders below features/. */
  const aroundPort = (depth) => ({
    regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)[^/]+/(?!port$)`,
    message: "A feature imports another feature only through that feature's port.ts.",
  });
  const block = (files, ignores, ...patterns) => ({ files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } });
  return [
    block([`${src}/*.ts`], [...tests, `${src}/main.ts`], demo),
    block([`${src}/platform/**/*.ts`, `${src}/channels/**/*.ts`], tests, upward),
    block([`${src}/features/*/*.ts`], tests, demo, aroundPort(1)),
    block([`${src}/features/*/*/*.ts`], tests, demo, aroundPort(2)),
  ];
}
