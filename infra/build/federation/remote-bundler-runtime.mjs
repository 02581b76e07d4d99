// What a remote builds in place of @module-federation/webpack-bundler-runtime's bundler.js: the
// same federation object, with the bundler functions the host handed over (see
// provide-runtime-core.mjs) and this container's own runtime module and state. A remote is only
// ever started by the host, which sets the global before it loads any remoteEntry.js.
import * as runtime from '@hearth/federation-runtime';

const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided) throw new Error('This Hearth area must be loaded by the Hearth host');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  // S is per container in the original; nothing reads it, but keep the shape.
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
