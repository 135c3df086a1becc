// React bindings of the section registry: slot entries, texts of a section, cross-section links and
// widgets. The shell (or the standalone frame) fills the registry and provides the widget host.

import {
  getSections,
  homeWidgets,
  languageAtom,
  type ResolvedLinkEntry,
  type ResolvedWidgetEntry,
  roleHref,
  type SectionName,
  sectionHref,
  sectionText,
  slotEntries,
  subscribeSections,
  WidgetHostContext,
  widgetSlotEntries,
} from '@abode/shared/core';
import { useAtomValue } from 'jotai';
import { type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { LinkArgs, LinkSlotName, RoleName, RoleQuery, SectionPageMap, WidgetSlotName } from './manifest.ts';
import type { WidgetPropsOf } from './widget-props.ts';

/** Every known section; re-renders when one changes status. */
export function useSections() {
  return useSyncExternalStore(subscribeSections, getSections, getSections);
}

/** The entries of a link slot from every ready section. */
export function useSlot(slot: LinkSlotName): ResolvedLinkEntry[] {
  return slotEntries(slot, useSections());
}

/** The home widgets from every ready section. */
export function useHomeWidgets(): ResolvedWidgetEntry[] {
  return homeWidgets(useSections());
}

/** The widgets that fill a widget slot, from every ready section; empty when none does. */
export function useWidgetSlot(slot: WidgetSlotName): ResolvedWidgetEntry[] {
  return widgetSlotEntries(slot, useSections());
}

/**
 * The page that fills a role, from whichever ready section declares it; null when none does (render the
 * empty state: no button, no form). Re-renders when a section comes or goes.
 */
export function useRoleHref<R extends RoleName>(role: R, query?: RoleQuery<R>): string | null {
  useSections();
  return roleHref(role, query);
}

/** `text(section, key)` in the selected language, from the section's manifest. */
export function useSectionText(): (section: string, key: string) => string {
  useSections();
  const { code, file } = useAtomValue(languageAtom).selected;
  return useCallback((section: string, key: string) => sectionText(section, key, { code, file }), [code, file]);
}

type SectionLinkProps<S extends SectionName, P extends keyof SectionPageMap[S] & string> = {
  section: S;
  page: P;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
} & (LinkArgs<SectionPageMap[S][P] & string> extends [params: infer Params, ...unknown[]]
  ? undefined extends Params
    ? { params?: Params; query?: LinkArgs<SectionPageMap[S][P] & string>[1] }
    : { params: Params; query?: LinkArgs<SectionPageMap[S][P] & string>[1] }
  : never);

/**
 * A link to another section's page. When that section is not running, its children render as plain text:
 * never a link to a page nobody serves.
 */
export function SectionLink<S extends SectionName, P extends keyof SectionPageMap[S] & string>(
  props: SectionLinkProps<S, P>,
) {
  useSections();
  const { section, page, children, className } = props;
  const { params, query } = props as { params?: Record<string, string | number>; query?: string };
  const href = (sectionHref as (s: string, p: string, ...a: unknown[]) => string | null)(section, page, params, query);
  if (!href) return <span className={className}>{children}</span>;
  return (
    <Link to={href} className={className} data-testid={props['data-testid']}>
      {children}
    </Link>
  );
}

/**
 * A widget another section offers (e.g. mf-listings' `PropertyCard`), with the props the contract declares for
 * it (`WidgetPropsMap`). Renders `fallback` when that section is not running or does not offer the widget.
 */
export function SectionWidget<W extends string>({
  section,
  widget,
  props,
  fallback = null,
  minHeight,
}: {
  section: string;
  widget: W;
  props: WidgetPropsOf<W>;
  fallback?: ReactNode;
  minHeight?: number;
}) {
  const Host = useContext(WidgetHostContext);
  const record = useSections()[section];
  if (!Host || !record || record.status !== 'ready' || !record.manifest.widgets[widget]) return <>{fallback}</>;
  return <Host section={section} widget={widget} props={props} minHeight={minHeight} />;
}
