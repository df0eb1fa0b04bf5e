// The UI kit is a module-federation remote: shared-ui, built with @module-federation/vite and served at
// /ui/remoteEntry.js. The apps load it through the federation runtime's own API (createInstance, loadRemote)
// rather than the Vite plugin's host mode: the plugin's generated start-up and per-import glue was about a
// fifth of the shop's first-load JavaScript, and it held the app's first render until the share scope was set up.
// The page's React and React DOM are offered to the kit as singletons, so there is one React per page.
import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import type { KitModules } from './kit-modules';

// The kit's production build brings no federation runtime of its own (experiments.externalRuntime in
// shared-ui/vite.config.ts): it uses the one the page publishes here, before any kit module loads.
const federationGlobal = runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };
federationGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;

const singleton = (lib: object, version: string) => ({
  version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${version}` },
});

const federation = createInstance({
  name: 'farm_store',
  remotes: [{ name: 'shared_ui', type: 'module', entry: '/ui/remoteEntry.js' }],
  shared: { react: singleton(React, React.version), 'react-dom': singleton(ReactDOM, ReactDOM.version) },
  shareStrategy: 'loaded-first',
});

/** One exposed module of the kit (shared-ui/src/<name>/<name>.tsx); rejects if /ui cannot be reached. */
export async function loadKitModule<Name extends keyof KitModules>(name: Name): Promise<KitModules[Name]> {
  const module = await federation.loadRemote<KitModules[Name]>(`shared_ui/${name}`);
  if (!module) throw new Error(`The UI kit has no module '${name}'.`);
  return module;
}
