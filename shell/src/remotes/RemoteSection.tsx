// Renders the pages of the remote that owns the current path. Its `./routes` is fetched the first time
// one of its paths is visited, then reused.
import {
  dispatchRemoteLoaded,
  PageLoader,
  type RemoteName,
  type RemoteRoutesModule,
  sectionForPath,
  useT,
} from '@abode/shared';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { RouteReady } from '../layout/RouteReady.tsx';
import { NotFoundPage } from '../pages/NotFound.page.tsx';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { loadRemoteModule, loadSectionRoutes, resetRemote } from './registry.ts';

function SectionRoutes({ mod }: { mod: RemoteRoutesModule }) {
  const element = useRoutes(mod.routes);
  return element ? (
    <>
      {element}
      <RouteReady remote={mod.name} />
    </>
  ) : (
    <NotFoundPage />
  );
}

const cache = new Map<RemoteName, ComponentType>();

function lazySection(name: RemoteName): ComponentType {
  let Section = cache.get(name);
  if (!Section) {
    Section = lazy(async () => {
      const mod = await loadSectionRoutes(name);
      dispatchRemoteLoaded({ remote: name, ok: true });
      return { default: () => <SectionRoutes mod={mod} /> };
    });
    cache.set(name, Section);
  }
  return Section;
}

function SectionHost({ name }: { name: RemoteName }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per retry: React caches a rejected lazy() forever.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the cache-busting key.
  const Section = useMemo(() => lazySection(name), [name, attempt]);
  const retry = () => {
    cache.delete(name);
    resetRemote(name);
    setAttempt((a) => a + 1);
  };
  return (
    <RemoteBoundary key={attempt} name={name} onRetry={retry}>
      <Suspense fallback={<PageLoader label={t('loading')} />}>
        <Section />
      </Suspense>
    </RemoteBoundary>
  );
}

/** The catch-all route: hands the path to the section that owns it, or shows Not Found. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const name = sectionForPath(pathname);
  if (!name) return <NotFoundPage />;
  return <SectionHost key={name} name={name} />;
}

/** A widget exposed by a remote (e.g. the home page's property showcase), inside its own boundary. */
export function RemoteWidget<P extends object>({
  name,
  module,
  props,
}: {
  name: RemoteName;
  module: string;
  props: P;
}) {
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the cache-busting key.
  const Widget = useMemo(
    () =>
      lazy(async () => ({ default: (await loadRemoteModule<{ default: ComponentType<P> }>(name, module)).default })),
    [name, module, attempt],
  );
  return (
    <RemoteBoundary
      key={attempt}
      name={name}
      compact
      onRetry={() => {
        resetRemote(name);
        setAttempt((a) => a + 1);
      }}
    >
      <Suspense fallback={<PageLoader />}>
        <Widget {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
