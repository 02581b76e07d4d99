// A federation runtime plugin for the host: hands the host's federation runtime core to the remotes,
// which are built with `externalRuntime` and so do not each ship their own copy (about 15 KiB gzip
// per remoteEntry.js). The plugin's own `provideExternalRuntime` exposes the whole core namespace,
// which keeps every export alive in the host's entry; the remotes' runtime needs only these names
// (the imports of @module-federation/runtime and webpack-bundler-runtime from the core).
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@hearth/federation-runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'hearth-provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= {
        CurrentGlobal,
        Module,
        ModuleFederation,
        assert,
        getGlobalFederationConstructor,
        getRemoteEntry,
        getRemoteInfo,
        helpers,
        loadScript,
        loadScriptNode,
        registerGlobalPlugins,
        satisfy,
        setGlobalFederationConstructor,
        setGlobalFederationInstance,
      };
      return args;
    },
  };
}
