// What the host builds in place of the federation runtime core's utils/preload.js: the machinery of
// preloadRemote (asset lists from manifest snapshots), which Hearth never calls: an area's page
// names its remote's entry and code for the browser itself (infra/scripts/static-server.ts).
function unsupported() {
  throw new Error("preloadRemote is not part of Hearth's host: an area's page preloads its remote's code itself");
}

export const defaultPreloadArgs = unsupported;
export const formatPreloadArgs = unsupported;
export const normalizePreloadExposes = unsupported;
export const preloadAssets = unsupported;
