// A federation runtime plugin for the host (one of its init() options, host-federation.cjs): hands
// the host's federation runtime core to the remotes, which are built with `externalRuntime` and so
// do not each ship their own copy (about 15 KiB gzip per remoteEntry.js). The federation plugin's
// own `provideExternalRuntime` exposes the whole core namespace, which would keep every export
// alive; the remotes' runtime needs only these names (the imports of @module-federation/runtime
// and webpack-bundler-runtime from the core).
//
// It also hands over the bundler runtime's functions (about 4 KiB gzip more per remoteEntry.js;
// see remote-bundler-runtime.mjs, which the remotes build in its place). They are stateless: each
// takes the container's own webpack require. initContainerEntry is added by hand because the
// host, which exposes nothing, has none of its own.
import { attachShareScopeMap, bundlerRuntime } from '@hearth/federation-bundler-runtime';
import { initContainerEntry } from '@hearth/federation-bundler-runtime/initContainerEntry';
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
      globalThis._FEDERATION_BUNDLER_RUNTIME ??= { bundlerRuntime: { ...bundlerRuntime, initContainerEntry }, attachShareScopeMap };
      return args;
    },
  };
}
