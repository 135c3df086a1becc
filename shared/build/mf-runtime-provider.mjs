// The module federation runtime for a remote served standalone. Remotes are built with
// `experiments.externalRuntime`: they use the runtime the page already has (the shell provides it, so a page
// loads one copy, not one per section). A remote's own page (standalone, for QA) has no shell, so this script,
// loaded before the remote's code, provides the same runtime as the shell would (rspack.mjs builds it).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

const globalRef = runtimeCore.Global ?? globalThis;
if (!globalRef._FEDERATION_RUNTIME_CORE) {
  globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalRef._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: __MF_VERSION__ };
}
