// What the host builds in place of the federation runtime core's snapshot handler
// (plugins/snapshot/SnapshotHandler.js). Snapshots are read from mf-manifest.json entries; Hearth's
// remotes are remoteEntry.js files and the snapshot plugin is compiled out, yet the core builds the
// handler and, with it, the manifest parser: about 2 KiB gzip on every area's page. This is the
// core's own disabled handler with what the rest of the core still reads of it.
import { DisabledSnapshotHandler } from '@hearth/federation-runtime-core-dist/plugins/snapshot/disabled.js';
import { getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from '@hearth/federation-runtime-core-dist/global.js';

export class SnapshotHandler extends DisabledSnapshotHandler {
  constructor() {
    super();
    // removeRemote forgets a remote's manifest here.
    this.manifestCache = new Map();
  }

  loadRemoteSnapshotInfo() {
    throw new Error("Hearth's host reads no manifest snapshots: its remotes are remoteEntry.js files");
  }
}

/** As the core's: a remote's snapshot as the host's global snapshot knows it (removeRemote reads it). */
export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot && 'remotesInfo' in hostGlobalSnapshot && hostGlobalSnapshot.remotesInfo && getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: globalRemoteInfo.matchedVersion }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: 'version' in moduleInfo ? moduleInfo.version : undefined }),
  };
}
