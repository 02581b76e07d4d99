// Reads a remote's typed route manifest (src/routes.ts) at build time and emits it as routes.json,
// so the host learns an area's routes without downloading any of its code.
const { loadTsModule } = require('./ts-module.cjs');

/** The manifest is data: routes.ts may import types only (erased); a runtime import fails the build. */
function loadRouteManifest(file) {
  const exported = loadTsModule(file);
  const manifest = exported.routes ?? exported.default;
  validateManifest(manifest, file);
  return manifest;
}

function validateManifest(manifest, file) {
  const fail = (why) => {
    throw new Error(`${file}: invalid route manifest: ${why}`);
  };
  if (!manifest || typeof manifest !== 'object') fail("export the manifest as 'routes'");
  if (!['patient', 'professional', 'admin'].includes(manifest.area)) fail(`unknown area ${manifest.area}`);
  if (!Array.isArray(manifest.routes) || manifest.routes.length === 0) fail('no routes');
  const seen = new Set();
  for (const route of manifest.routes) {
    if (typeof route.path !== 'string' || !route.path.startsWith('/')) fail(`bad path ${route.path}`);
    if (seen.has(route.path)) fail(`duplicate path ${route.path}`);
    seen.add(route.path);
    if (typeof route.title !== 'string' || !route.title) fail(`${route.path} has no title`);
    if (!Array.isArray(route.permissions)) fail(`${route.path} has no permissions list`);
    if (route.fallback !== undefined && !['unauthorized', 'lost'].includes(route.fallback)) {
      fail(`${route.path} has an unknown fallback ${route.fallback}`);
    }
  }
}

/**
 * Emits routes.json next to remoteEntry.js; rebuilds when routes.ts changes. `release` adds the
 * build's release version and the kernel range it was built against (the host checks the range).
 */
class RouteManifestPlugin {
  constructor({ file, output = 'routes.json', release = {} }) {
    this.file = file;
    this.output = output;
    this.release = release;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const manifest = { ...loadRouteManifest(this.file), ...this.release };
            compilation.emitAsset(this.output, new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(error.message));
          }
        },
      );
    });
  }
}

module.exports = { RouteManifestPlugin, loadRouteManifest, validateManifest };
