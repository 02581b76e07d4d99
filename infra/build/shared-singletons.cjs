// The one list of modules every deployable shares at run time, and the Module Federation `shared`
// configuration derived from it. The four deployables build from this list, so they can never
// disagree about what is shared.
const fs = require('node:fs');
const path = require('node:path');

const KERNEL = '@hearth/shared-kernel';

/** Shared singletons (DESIGN §2). `react-dom/client` is listed on its own: sharing `react-dom` alone does not share it. */
const SHARED_SINGLETONS = Object.freeze([
  'react',
  'react-dom',
  'react-dom/client',
  'rxjs',
  'mobx',
  'mobx-react-lite',
  'dayjs',
  KERNEL,
]);

/** 'react-dom/client' → 'react-dom'; '@hearth/shared-kernel/bus' → '@hearth/shared-kernel'. */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The directory of package `name` as seen from `dir` (node resolution, walking up). Not
 * require.resolve: packages with an `exports` map need not export their package.json.
 */
function packageDir(name, dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(at) === at) throw new Error(`cannot find package ${name} from ${dir}`);
  }
}

/** The kernel directory as the deployable at `dir` resolves it (a workspace link). */
function kernelDir(dir) {
  return packageDir(KERNEL, dir);
}

/**
 * Kernel subpaths each deployable bundles instead of sharing: pure tables and functions (entities,
 * validation rules, the API's call declarations) with no state to keep single. A shared module
 * cannot be tree-shaken, so sharing them would ship every CDE rule to a patient who needs one phone
 * check, and every call of the API to a patient who makes eight. The console kit holds no state
 * either, and the host and the patient area never load it. The languages and the message formatter
 * (i18n) are pure too: a patient page takes the few functions it calls; so are an enrollment link's
 * first words and the screen the host paints with them before any code (entry).
 */
const KERNEL_BUNDLED = new Set(['domain', 'rules', 'api', 'conversations', 'console', 'i18n', 'entry']);

/** Kernel subpaths no build imports: test helpers (fake tokens, a logged-in test session). */
const KERNEL_TEST_ONLY = new Set(['testing']);

/**
 * Every other subpath the kernel exports ('./react', './*' → each folder with an index), so each is
 * one shared module: the session, bus and React context must exist once on the page whichever
 * subpath a deployable imports them through.
 */
function kernelSubpaths(dir) {
  const root = kernelDir(dir);
  const exportsField = readJson(path.join(root, 'package.json')).exports ?? {};
  const subpaths = new Set();
  for (const key of Object.keys(exportsField)) {
    // A stylesheet is no module to share: each deployable that imports it builds it in.
    if (key === '.' || key === './package.json' || key.endsWith('.css')) continue;
    if (!key.includes('*')) {
      subpaths.add(`${KERNEL}/${key.slice(2)}`);
      continue;
    }
    // './*' → './*/index.ts': every folder holding an index file.
    for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const hasIndex = ['index.ts', 'index.tsx'].some((f) => fs.existsSync(path.join(root, entry.name, f)));
      if (hasIndex && !KERNEL_BUNDLED.has(entry.name) && !KERNEL_TEST_ONLY.has(entry.name)) subpaths.add(`${KERNEL}/${entry.name}`);
    }
  }
  return [...subpaths].sort();
}

/**
 * Shared singletons served through a facade that lists the exports the deployables use (see
 * shared-facades/). The package name resolves to the facade, which re-exports from the real
 * package's build named here ('@hearth/facade-target/<name>' is an alias for it, nothing else).
 * The provided version is the real package's.
 */
const FACADES = Object.freeze({
  rxjs: { facade: 'rxjs.mjs', package: 'rxjs', file: 'dist/esm/index.js' },
  [KERNEL]: { facade: 'hearth-shared-kernel.mjs', package: KERNEL, file: 'index.ts' },
});

function sharedFacadeAliases(dir) {
  const aliases = {};
  for (const [name, target] of Object.entries(FACADES)) {
    aliases[`${name}$`] = path.join(__dirname, 'shared-facades', target.facade);
    aliases[`@hearth/facade-target/${name}$`] = path.join(packageDir(target.package, dir), target.file);
  }
  return aliases;
}

/**
 * The `shared` option for one deployable. Versions come from the deployable's package.json (the
 * kernel, a workspace package, from its own package.json). The host pins its kernel: it is loaded
 * first and, with `loaded-first`, every remote takes that instance; a strict exact version means a
 * remote built against another kernel version fails loudly instead of replacing it mid-session.
 */
/**
 * What the host's first page needs: inside the host's entry, whole, and handed to the share scope
 * as loaded (federation/host-federation.cjs), so these arrive compressed together and a remote
 * takes them at once. (Remotes never bundle eagerly; they take the host's.) The rest of the kernel
 * loads when first used. Every page, the areas' included, routes with the kernel's small router.
 */
const HOST_EAGER = new Set([
  'react',
  'react-dom',
  'react-dom/client',
  'rxjs',
  KERNEL,
  `${KERNEL}/bus`,
  `${KERNEL}/session`,
  `${KERNEL}/paths`,
  // Every host page renders through the kernel's React bindings (session hooks, router, guard).
  `${KERNEL}/react`,
  // The guard's rules: an area's page needs them before its manifest can be read (a few hundred bytes).
  `${KERNEL}/permissions`,
]);

function sharedConfig({ dir, kind }) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const kernelVersion = readJson(path.join(kernelDir(dir), 'package.json')).version;
  const requests = [...SHARED_SINGLETONS, ...kernelSubpaths(dir)];
  const shared = {};
  for (const request of requests) {
    const name = packageNameOf(request);
    const spec = deps[name];
    if (!spec) throw new Error(`${pkg.name} must depend on ${name}: it is a shared singleton`);
    const eager = kind === 'host' && HOST_EAGER.has(request) ? { eager: true } : {};
    if (name === KERNEL) {
      shared[request] =
        kind === 'host'
          ? { singleton: true, version: kernelVersion, requiredVersion: kernelVersion, strictVersion: true, ...eager }
          : { singleton: true, version: kernelVersion, requiredVersion: `^${kernelVersion}` };
      continue;
    }
    // A facade's own file has no package.json of its package: state the real version.
    const version = FACADES[request] ? readJson(path.join(packageDir(request, dir), 'package.json')).version : undefined;
    shared[request] = { singleton: true, requiredVersion: spec, ...(version ? { version } : {}), ...eager };
  }
  return shared;
}

module.exports = { SHARED_SINGLETONS, sharedConfig, sharedFacadeAliases, kernelSubpaths, kernelDir, packageDir, packageNameOf };
