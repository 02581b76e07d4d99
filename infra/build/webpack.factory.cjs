// The one webpack + Module Federation configuration for the four deployables: each deployable's
// webpack.config.cjs is `createConfig({ name, dir, port, kind })` and nothing else.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, kernelDir } = require('./shared-singletons.cjs');
const { RouteManifestPlugin } = require('./route-manifest.cjs');
const { loadTsModule } = require('./ts-module.cjs');

const buildModules = path.join(__dirname, 'node_modules');

/** SPEC §9 constants, read from the kernel so the 120 s chunk timeout is named once. */
function kernelConstants(dir) {
  return loadTsModule(path.join(kernelDir(dir), 'domain', 'constants.ts'));
}

/** The ESM build of the federation runtime API (tree-shakable); the plugin aliases its core to one copy. */
const federationRuntimeApi = require.resolve('@module-federation/enhanced/runtime').replace(/\.js$/, '.mjs');

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

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } = kernelConstants(dir);
    const federation = new ModuleFederationPlugin({
      name,
      shared: sharedConfig({ dir, kind }),
      // The host never fetches a remote to compare versions: what is loaded first (the host's) wins.
      shareStrategy: 'loaded-first',
      dts: false,
      ...(isHost
        ? { remotes: {}, manifest: false } // remote locations come from /config.json at run time
        : {
            filename: 'remoteEntry.js',
            exposes: { './lifecycles': './src/index.ts' },
            manifest: { fileName: 'mf-manifest.json' },
          }),
    });

    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      target: 'web',
      // A remote has no page of its own: its only entry is the container (remoteEntry.js).
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
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
        alias: {
          // The federation runtime API is a build-tool dependency; one copy, the one the plugin runs.
          '@module-federation/enhanced/runtime$': federationRuntimeApi,
        },
      },
      resolveLoader: { modules: [buildModules, 'node_modules'] },
      module: {
        rules: [
          swcRule(/\.ts$/, false, production),
          swcRule(/\.tsx$/, true, production),
          { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
          { test: /\.(png|svg|ico|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        federation,
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src', 'index.html'),
                scriptLoading: 'defer',
                inject: 'head',
                minify: production ? { collapseWhitespace: true, removeComments: true } : false,
              }),
            ]
          : [new RouteManifestPlugin({ file: path.join(dir, 'src', 'routes.ts') })]),
      ],
      optimization: {
        minimize: production,
        moduleIds: production ? 'deterministic' : 'named',
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
