// Renders the pages of the section whose manifest declares the current path. Its `./routes` is fetched the
// first time one of its paths is visited, then reused.
import {
  dispatchRemoteLoaded,
  PageLoader,
  type RemoteRoutesModule,
  SHARED_VERSION,
  sectionForPath,
  useSections,
} from '@abode/shared';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { useT } from '../i18n.ts';
import { RouteReady } from '../layout/RouteReady.tsx';
import { NotFoundPage } from '../pages/NotFound.page.tsx';
import { RemoteBoundary, SectionUnavailable } from './RemoteBoundary.tsx';
import { loadRemoteModule, resetRemote } from './registry.ts';

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

const cache = new Map<string, ComponentType>();

function lazySection(name: string): ComponentType {
  let Section = cache.get(name);
  if (!Section) {
    Section = lazy(async () => {
      const mod = await loadRemoteModule<RemoteRoutesModule>(name, 'routes');
      dispatchRemoteLoaded({ remote: name, ok: true });
      return { default: () => <SectionRoutes mod={mod} /> };
    });
    cache.set(name, Section);
  }
  return Section;
}

function SectionHost({ name }: { name: string }) {
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

/** The catch-all route: hands the path to the section that declares it, or shows Not Found. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  useSections();
  const owner = sectionForPath(pathname);
  if (!owner || owner.section.name === 'shell') return <NotFoundPage />;
  const { name, status, reason, manifest } = owner.section;
  // Refused at start (built for another `shared`): the section's fallback, and none of its code fetched.
  if (status === 'incompatible')
    return (
      <SectionUnavailable name={name} requires={manifest.shared.requires} running={SHARED_VERSION} reason={reason} />
    );
  return <SectionHost key={name} name={name} />;
}

const widgets = new Map<string, ComponentType<object>>();

/** One lazy component per widget module, so a list of cards suspends once, not once per card. */
function lazyWidget(name: string, module: string): ComponentType<object> {
  const key = `${name}/${module}`;
  let Widget = widgets.get(key);
  if (!Widget) {
    Widget = lazy(async () => ({
      default: (await loadRemoteModule<{ default: ComponentType<object> }>(name, module)).default,
    }));
    widgets.set(key, Widget);
  }
  return Widget;
}

/**
 * A widget exposed by a remote (a home widget, a card another section shows), inside its own boundary.
 * `minHeight` is reserved while it loads so the page does not jump when it arrives.
 */
export function RemoteWidget({
  section,
  widget,
  props,
  minHeight,
}: {
  section: string;
  widget: string;
  props: object;
  minHeight?: number;
}) {
  const [attempt, setAttempt] = useState(0);
  const module = useSections()[section]?.manifest.widgets[widget]?.module.replace(/^\.\//, '') ?? widget;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the cache-busting key.
  const Widget = useMemo(() => lazyWidget(section, module), [section, module, attempt]);
  return (
    <RemoteBoundary
      key={attempt}
      name={section}
      compact
      onRetry={() => {
        widgets.delete(`${section}/${module}`);
        resetRemote(section);
        setAttempt((a) => a + 1);
      }}
    >
      <Suspense fallback={<div style={{ minHeight }} aria-busy="true" />}>
        <Widget {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
