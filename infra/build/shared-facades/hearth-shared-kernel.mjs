// The kernel root as the deployables see it: configuration and the runtime registry. The root
// module re-exports every subpath, and a shared module cannot be tree-shaken, so sharing it whole
// would put every rule, entity and the live socket on every page (/login included). Deployables
// import the rest from its subpath ('@hearth/shared-kernel/session', …), each its own singleton.
export {
  configureKernel,
  isKernelConfigured,
  kernelConfig,
  registerRuntime,
  runtimeRegistry,
} from '@hearth/facade-target/@hearth/shared-kernel';
