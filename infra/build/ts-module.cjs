// Evaluates a small, dependency-free TypeScript module at build time (a route manifest, the
// kernel's constants), so build-time facts are read from the one source the code also uses.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

/**
 * Compiles `file` to CommonJS and returns its exports. Type-only imports are erased; any runtime
 * import fails, except, with `relative`, another such module beside it (`../domain/brand`).
 */
function loadTsModule(file, { relative = false } = {}) {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = { exports: {} };
  const requireNothing = (request) => {
    if (relative && request.startsWith('.')) return loadTsModule(`${path.resolve(path.dirname(file), request)}.ts`, { relative });
    throw new Error(`${path.basename(file)} must import types only (found a runtime import of '${request}')`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, requireNothing);
  return module.exports;
}

module.exports = { loadTsModule };
