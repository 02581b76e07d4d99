// The host's federation, started by the host's area machinery instead of by the bundler plugin.
// The plugin would put the federation runtime (about 21 KiB gzip) into the host's entry, on every
// page, /login included, although only an area's page ever loads a remote. Here the host is
// built without it: `virtual:hearth-federation` (this module's source) gives the options for the
// runtime's init(), called the first time an area is needed (host/src/areas/startAreas.ts).
//
// The options carry the host's share of every shared singleton (shared-singletons.cjs): each is
// handed to the share scope as its module's own exports, as the plugin's provide would. What the
// host's first page needs (HOST_EAGER) is given as loaded (`lib`); the rest loads when a remote
// first asks for it, from the host's origin (`get`).
const path = require('node:path');
const fs = require('node:fs');
const { sharedConfig, packageDir, packageNameOf } = require('../shared-singletons.cjs');

const VIRTUAL_ID = 'hearth-federation';

/** The version the host provides: the one its build resolved (as the plugin reads it). */
function providedVersion(request, config, dir) {
  if (config.version) return config.version;
  return JSON.parse(fs.readFileSync(path.join(packageDir(packageNameOf(request), dir), 'package.json'), 'utf8')).version;
}

/** The module source for `virtual:hearth-federation`: `{ name, shareStrategy, shared, plugins }`. */
function hostFederationSource({ name, dir }) {
  const shared = sharedConfig({ dir, kind: 'host' });
  const entries = Object.entries(shared).map(([request, config]) => {
    const { eager = false, version: _version, ...shareConfig } = config;
    const r = JSON.stringify(request);
    // The module's exports, as the plugin's provide answers them (a package in CommonJS arrives
    // through import() wrapped in a namespace whose default is its exports, which a consumer's
    // default import unwraps).
    const provider = eager ? `lib: () => require(${r})` : `get: () => import(${r}).then((m) => () => m)`;
    const info = { version: providedVersion(request, config, dir), shareConfig: { ...shareConfig, eager } };
    return `  ${r}: { ...${JSON.stringify(info)}, ${provider} },`;
  });
  return [
    `import provideRuntimeCore from ${JSON.stringify(path.join(__dirname, 'provide-runtime-core.mjs'))};`,
    'export default {',
    `  name: ${JSON.stringify(name)},`,
    // What is loaded first (the host's) wins: the host never fetches a remote to compare versions.
    "  shareStrategy: 'loaded-first',",
    '  plugins: [provideRuntimeCore()],',
    '  shared: {',
    ...entries.map((e) => `  ${e}`),
    '  },',
    '};',
    '',
  ].join('\n');
}

/**
 * The shared singletons the host's first page needs (HOST_EAGER): they go into its entry, whole,
 * before index.ts, as the plugin's eager provide put them, so every lazy chunk of the host finds
 * them there instead of carrying its own copy.
 */
function hostEagerRequests(dir) {
  return Object.entries(sharedConfig({ dir, kind: 'host' }))
    .filter(([, config]) => config.eager)
    .map(([request]) => request);
}

/**
 * The plugins that stand in for the federation plugin in the host's build: the virtual module, and
 * the build-time switches the plugin would define for the runtime (browser only; entries are
 * remoteEntry.js files, so the manifest-snapshot machinery is off).
 */
function hostFederationPlugins({ name, dir }) {
  return [
    {
      apply(compiler) {
        const { webpack } = compiler;
        new webpack.experiments.schemes.VirtualUrlPlugin({ [VIRTUAL_ID]: { type: '.js', source: () => hostFederationSource({ name, dir }) } }).apply(compiler);
        new webpack.DefinePlugin({
          FEDERATION_BUILD_IDENTIFIER: JSON.stringify(name),
          FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
          FEDERATION_OPTIMIZE_NO_REMOTE: false,
          FEDERATION_OPTIMIZE_NO_SHARED: false,
          FEDERATION_HAS_EXPOSES: false,
          ENV_TARGET: JSON.stringify('web'),
        }).apply(compiler);
      },
    },
  ];
}

module.exports = { hostFederationPlugins, hostEagerRequests };
