// The one webpack + Module Federation configuration for the four deployables: each deployable's
// webpack.config.cjs is `createConfig({ name, dir, port, kind })` and nothing else.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
// webpack's own minimizer package (a webpack dependency), run with swc: as small as terser here, and faster.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }));
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, kernelDir, packageDir, sharedFacadeAliases } = require('./shared-singletons.cjs');
const { RouteManifestPlugin } = require('./route-manifest.cjs');
const { PreloadChunkGroupPlugin } = require('./preload-chunk-group.cjs');
const { AntdOnDemandPlugin } = require('./antd-on-demand.cjs');
const { AntdStylesheetPlugin } = require('./antd-stylesheet/plugin.cjs');
const { StartScriptPlugin } = require('./start-script.cjs');
const { hostEagerRequests, hostFederationPlugins } = require('./federation/host-federation.cjs');
const { loadTsModule } = require('./ts-module.cjs');

const buildModules = path.join(__dirname, 'node_modules');

/** SPEC §9 constants, read from the kernel so the 120 s chunk timeout is named once. */
function kernelConstants(dir) {
  return loadTsModule(path.join(kernelDir(dir), 'domain', 'constants.ts'));
}

/** The ESM build of the federation runtime API (tree-shakable); the plugin aliases its core to one copy. */
const federationRuntimeApi = require.resolve('@module-federation/enhanced/runtime').replace(/\.js$/, '.mjs');
/**
 * The federation runtime packages as the plugin's runtime resolves them (one copy of each: the host
 * hands the core and the bundler functions to the remotes, see federation/).
 */
const federationPackages = (() => {
  const enhanced = packageDir('@module-federation/enhanced', __dirname);
  const bundler = packageDir('@module-federation/webpack-bundler-runtime', packageDir('@module-federation/runtime-tools', enhanced));
  const runtime = packageDir('@module-federation/runtime', bundler);
  return { bundler, runtime, core: packageDir('@module-federation/runtime-core', runtime) };
})();

function swcRule(test, tsx, production) {
  return {
    test,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
        sourceMaps: true,
      },
    },
  };
}

/**
 * @param {{ name: string, dir: string, port: number, kind: 'host' | 'remote' }} options
 *   name: the federation container name (host: 'hearth_host'; remotes: 'mf_patient', …)
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig({ name, dir, port, kind }) {
  if (!['host', 'remote'].includes(kind)) throw new Error(`kind must be 'host' or 'remote', got ${kind}`);
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`container name must be a JS identifier, got ${name}`);
  const isHost = kind === 'host';
  // A remote is released on its own: its version (the package's, or HEARTH_AREA_VERSION for a
  // named release) and the kernel range it is built against (HEARTH_KERNEL_RANGE overrides, to
  // prove the host refuses a mismatch) go into its routes.json; HEARTH_BUILD_OUT builds it into
  // another folder, so two releases can sit side by side.
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const release = {
    version: process.env.HEARTH_AREA_VERSION || pkg.version,
    kernel: process.env.HEARTH_KERNEL_RANGE || `^${JSON.parse(fs.readFileSync(path.join(kernelDir(dir), 'package.json'), 'utf8')).version}`,
  };
  // A console area (one that depends on antd) styles antd from a build-time stylesheet.
  const usesAntd = Boolean(pkg.dependencies?.antd);
  const outDir = !isHost && process.env.HEARTH_BUILD_OUT ? path.resolve(process.env.HEARTH_BUILD_OUT) : path.join(dir, 'dist');

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } = kernelConstants(dir);
    // The host is built without the federation plugin: its area machinery starts the federation
    // runtime when an area is first needed (federation/host-federation.cjs), so no page that never
    // loads a remote (/login) downloads the runtime. A remote is a container: the plugin builds it.
    const federation = isHost
      ? null
      : new ModuleFederationPlugin({
          name,
          shared: sharedConfig({ dir, kind }),
          // The host never fetches a remote to compare versions: what is loaded first (the host's) wins.
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: {
            // One federation runtime core per page: the host's (see federation/provide-runtime-core.mjs).
            externalRuntime: true,
            // Entries are remoteEntry.js files, so the manifest-snapshot machinery is dead weight; browser only.
            optimization: { disableSnapshot: true, target: 'web' },
          },
          filename: 'remoteEntry.js',
          exposes: { './lifecycles': './src/index.ts' },
          manifest: { fileName: 'mf-manifest.json' },
        });

    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      // Modern browsers only: webpack's own runtime code uses arrow functions and const.
      target: ['web', 'es2020'],
      experiments: { css: isHost },
      // A remote has no page of its own: its only entry is the container (remoteEntry.js).
      // The host's page runs `start` first: it paints an enrollment link's first screen, then starts `main`.
      entry: isHost ? { main: [...hostEagerRequests(dir), './src/index.ts'], start: './src/start.ts' } : {},
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // Content-hashed (index.html, never cached, names the entry's current file).
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        // An area's exposed code (the chunk Module Federation names __federation_expose_lifecycles)
        // keeps a fixed name, uncached as remoteEntry.js is: the host's page can then name it for the
        // browser beside the entry on a public area page (infra/scripts/static-server.ts, EXPOSED_CODE).
        chunkFilename: (pathData) =>
          production && !pathData.chunk?.name?.startsWith('__federation_expose_') ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // Remotes load their chunks from wherever their remoteEntry.js came from (their own origin).
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        chunkLoadTimeout: SCRIPT_CHUNK_LOAD_TIMEOUT_MS,
        crossOriginLoading: isHost ? false : 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
        // ES2015 builds where a package offers one (rxjs): smaller than ES5, one copy for every subpath.
        conditionNames: ['es2015', '...'],
        alias: {
          // The federation runtime API is a build-tool dependency; one copy, the one the plugin runs.
          '@module-federation/enhanced/runtime$': federationRuntimeApi,
          // The same module files the federation runtime imports (one copy, not two).
          '@hearth/federation-runtime-core$': path.join(federationPackages.core, 'dist', 'index.js'),
          '@hearth/federation-runtime$': path.join(federationPackages.runtime, 'dist', 'index.js'),
          '@hearth/federation-bundler-runtime$': path.join(federationPackages.bundler, 'dist', 'index.js'),
          '@hearth/federation-bundler-runtime/initContainerEntry$': path.join(federationPackages.bundler, 'dist', 'initContainerEntry.js'),
          // A remote takes the bundler functions from the host (federation/remote-bundler-runtime.mjs).
          ...(isHost ? {} : { [`${path.join(federationPackages.bundler, 'dist', 'bundler.js')}$`]: path.join(__dirname, 'federation', 'remote-bundler-runtime.mjs') }),
          // The host's core without the manifest snapshots and preloadRemote it never uses (federation/no-*.mjs).
          ...(isHost
            ? {
                '@hearth/federation-runtime-core-dist': path.join(federationPackages.core, 'dist'),
                [`${path.join(federationPackages.core, 'dist', 'plugins', 'snapshot', 'SnapshotHandler.js')}$`]: path.join(__dirname, 'federation', 'no-snapshot-handler.mjs'),
                [`${path.join(federationPackages.core, 'dist', 'utils', 'preload.js')}$`]: path.join(__dirname, 'federation', 'no-preload.mjs'),
              }
            : {}),
          ...sharedFacadeAliases(dir),
        },
      },
      resolveLoader: { modules: [buildModules, 'node_modules'] },
      module: {
        // A name missing from a shared facade (or any module) is a build error, not a runtime undefined.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          swcRule(/\.ts$/, false, production),
          swcRule(/\.tsx$/, true, production),
          // The host's stylesheets are files of its own origin (no JavaScript to ship them). Remote
          // areas inject theirs as style elements (inject-style-loader.cjs).
          isHost ? { test: /\.css$/, type: 'css/global' } : { test: /\.css$/, use: [path.join(__dirname, 'inject-style-loader.cjs')] },
          { test: /\.(png|svg|ico|woff2?)$/, type: 'asset/resource' },
          // antd's rc-component packages declare no `sideEffects`, so importing one name from a
          // package's index kept every module the index re-exports (a radio group brought the whole
          // form library, a table's selection hook the whole tree). Their modules only declare.
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        ],
      },
      plugins: [
        // antd's table filter and selection shortcuts load only on a table that has them.
        new AntdOnDemandPlugin({ consoleKitDir: path.join(kernelDir(dir), 'console') }),
        ...(isHost
          ? [
              ...hostFederationPlugins({ name, dir }),
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src', 'index.html'),
                ...(fs.existsSync(path.join(dir, 'src', 'favicon.svg')) ? { favicon: path.join(dir, 'src', 'favicon.svg') } : {}),
                scriptLoading: 'defer',
                // The favicon keeps its name: the query busts it (the scripts' names carry their hash).
                hash: production,
                inject: 'head',
                minify: production ? { collapseWhitespace: true, removeComments: true } : false,
              }),
              new StartScriptPlugin({ start: 'start', main: 'main' }),
              // The area machinery (single-spa, the federation runtime, manifests, the area route):
              // index.ts asks for it at once on an area's page, so the page names it for the browser
              // before the entry runs.
              new PreloadChunkGroupPlugin({ name: 'areas', pages: 'area' }),
              // The sign-in pages: the host's own pages name them, an area's page (a patient's link) never.
              new PreloadChunkGroupPlugin({ name: 'login', pages: 'host' }),
            ]
          : [
              federation,
              new RouteManifestPlugin({ file: path.join(dir, 'src', 'routes.ts'), release }),
              // The compiler's own webpack, so the plugin and the build are one copy.
              { apply: (compiler) => new compiler.webpack.DefinePlugin({ __AREA_VERSION__: JSON.stringify(release.version) }).apply(compiler) },
              ...(usesAntd
                ? [new AntdStylesheetPlugin({ container: name, sourceDirs: [path.join(kernelDir(dir), 'console'), path.join(dir, 'src')], kernelDir: kernelDir(dir) })]
                : []),
            ]),
      ],
      optimization: {
        // The host's packages stay in the chunk that loads them (the federation runtime and
        // single-spa with the area machinery): one file fewer on an area's page.
        ...(isHost ? { splitChunks: { cacheGroups: { defaultVendors: false } } } : {}),
        minimize: production,
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            extractComments: false,
            terserOptions: { ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } },
          }),
        ],
        moduleIds: production ? 'deterministic' : 'named',
        mangleExports: production ? 'size' : false,
        chunkIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false }, // budgets are measured in a browser by the size script
      devServer: {
        port,
        historyApiFallback: isHost,
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig };
