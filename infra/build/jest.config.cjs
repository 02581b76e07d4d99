// One jest run for every package: unit and component tests sit next to the code.
const path = require('node:path');
const root = path.resolve(__dirname, '../..');
const swc = ['@swc/jest', {
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
  module: { type: 'commonjs' },
}];
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  transformIgnorePatterns: ['/node_modules/(?!.pnpm)'],
  setupFiles: [path.join(__dirname, 'jest.setup.cjs')],
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'jest.css-stub.cjs'),
    // Remotes import antd per component from its ES build (for webpack); jest runs its CommonJS twin.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
};
const domSetup = path.join(__dirname, 'jest.dom-setup.cjs');
const project = (name, dir, environment, extra = {}) => ({
  ...base,
  ...(environment === 'jsdom' ? { setupFilesAfterEnv: [domSetup] } : {}),
  displayName: name,
  rootDir: path.join(root, dir),
  testEnvironment: environment,
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  ...extra,
});
module.exports = {
  rootDir: root,
  // PGlite takes ~700 MB an instance; one worker keeps the API suites within memory on 2 cores.
  // `pnpm run test:unit` runs the browser packages' projects apart, one worker a core.
  maxWorkers: 1,
  projects: [
    project('kernel', 'shared-kernel', 'jsdom'),
    project('host', 'host', 'jsdom'),
    project('mf-patient', 'mf-patient', 'jsdom'),
    // antd's injected styles keep only what decides visibility, and computed styles are reused
    // while the document is unchanged: see jest.antd-styles.cjs and jest.computed-style-cache.cjs.
    project('mf-professional', 'mf-professional', 'jsdom', {
      setupFilesAfterEnv: [domSetup, path.join(__dirname, 'jest.antd-styles.cjs'), path.join(__dirname, 'jest.computed-style-cache.cjs')],
    }),
    project('mf-admin', 'mf-admin', 'jsdom'),
    project('api', 'infra/api', 'node'),
    project('scripts', 'infra/scripts', 'node'),
    project('deploy', 'infra/deploy', 'node'),
  ],
};
