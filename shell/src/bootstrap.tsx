// Start-up: rehydrate the persisted slices (5 s limit), read remotes.json and every section manifest, ask
// for geolocation once,
// then render the shell inside the product's providers.
import '@abode/shared/styles.css';
import {
  AppProviders,
  abodeStore,
  createQueryClient,
  languageAtom,
  recordSectionRuntime,
  rehydrate,
  SHARED_VERSION,
  subscribeAuthChanged,
  toManifest,
  WidgetHostProvider,
} from '@abode/shared';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { askGeolocationOnce } from './geolocation.ts';
import { RemoteWidget } from './remotes/RemoteSection.tsx';
import { initRemotes } from './remotes/registry.ts';
import { shellSection } from './section.ts';
import { registerServiceWorker } from './service-worker.ts';

const MANUAL_REFRESH_FLAG = 'abode:manual-refresh';

/** Settings are refetched after a manual reload; the one-time flag lives in session storage (spec §4). */
function noteManualRefresh(): boolean {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav?.type === 'reload') {
    sessionStorage.setItem(MANUAL_REFRESH_FLAG, '1');
    return true;
  }
  return false;
}

function ShellProbe() {
  recordSectionRuntime('shell', { react: React, queryClient: useQueryClient(), store: abodeStore });
  return null;
}

async function start() {
  const queryClient = createQueryClient();
  // The shell's own pages and entries join the registry like a section's.
  const own = {
    name: 'shell',
    status: 'ready' as const,
    manifest: toManifest(shellSection, { version: SHARED_VERSION, sharedVersion: SHARED_VERSION }),
  };
  const [, remotes] = await Promise.all([rehydrate(abodeStore), initRemotes([own])]);
  if (noteManualRefresh()) {
    // The persisted settings are kept for the first paint, but fetched again right away.
    sessionStorage.removeItem(MANUAL_REFRESH_FLAG);
    queryClient.removeQueries({ queryKey: ['settings'] });
  }
  subscribeAuthChanged(() => {
    // What the server personalises (favourites, packages, settings flags) depends on who asks.
    void queryClient.invalidateQueries();
  });
  askGeolocationOnce();
  registerServiceWorker();
  const dir = abodeStore.get(languageAtom).selected.rtl ? 'rtl' : 'ltr';
  document.documentElement.dir = dir;
  (globalThis as { __ABODE_REMOTES__?: unknown }).__ABODE_REMOTES__ = remotes;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} dir={dir}>
        <WidgetHostProvider value={RemoteWidget}>
          <ShellProbe />
          <App />
        </WidgetHostProvider>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
