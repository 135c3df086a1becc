// The running product's sections, as the shell (or a remote running standalone) found them at start:
// each section's manifest and whether it may be used. Route ownership, slot entries, cross-section links
// and slot texts are all answered from here, so nothing about a section is compiled into another part.
// One copy for the page: it is part of `@abode/shared/core`, the federation singleton.
import type {
  LinkArgs,
  LinkQuery,
  LinkSlotName,
  RoleName,
  RoleQuery,
  SectionManifest,
  SectionPageMap,
  SlotLinkEntry,
  SlotWidgetEntry,
  WidgetSlotName,
} from './manifest.ts';
import { fillPattern, matchPattern, patternRank } from './patterns.ts';

/** `ready`: usable; `failed`: its code could not be loaded; `incompatible`: built for another `shared`. */
export type SectionStatus = 'ready' | 'failed' | 'incompatible';

/** One section as the registry knows it. */
export interface SectionRecord {
  name: string;
  manifest: SectionManifest;
  status: SectionStatus;
  /** Why it is not ready, for the console and the fallback. */
  reason?: string;
}

type Listener = () => void;
let records: Readonly<Record<string, SectionRecord>> = {};
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

/** Replace every section (the shell at start, after reading remotes.json and each section.json). */
export function setSections(list: SectionRecord[]): void {
  records = Object.fromEntries(list.map((r) => [r.name, r]));
  emit();
}

/** Every known section. The object changes identity on every change (for useSyncExternalStore). */
export function getSections(): Readonly<Record<string, SectionRecord>> {
  return records;
}

/** One section, or undefined. */
export function getSection(name: string): SectionRecord | undefined {
  return records[name];
}

/** Listen for changes; returns the unsubscribe. */
export function subscribeSections(cb: Listener): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** A section whose code failed to load loses its slot entries and widgets (its pages show its fallback). */
export function setSectionStatus(name: string, status: SectionStatus, reason?: string): void {
  const current = records[name];
  if (!current || (current.status === status && current.reason === reason)) return;
  records = { ...records, [name]: { ...current, status, reason } };
  emit();
}

/** The section that serves `pathname` (the most specific pattern wins), with the page id; null if none. */
export function sectionForPath(pathname: string): { section: SectionRecord; page: string } | null {
  let best: { section: SectionRecord; page: string; rank: number } | null = null;
  for (const section of Object.values(records)) {
    for (const [page, pattern] of Object.entries(section.manifest.pages)) {
      if (!matchPattern(pattern, pathname)) continue;
      const rank = patternRank(pattern);
      if (!best || rank > best.rank) best = { section, page, rank };
    }
  }
  return best && { section: best.section, page: best.page };
}

/** A slot link entry with the section that declared it and its resolved href. */
export type ResolvedLinkEntry = SlotLinkEntry & { section: string; href: string };
/** A widget slot's entry with the section that declared it. */
export type ResolvedWidgetEntry = SlotWidgetEntry & { section: string; href?: string };

function byOrder<T extends { order: number; section: string; id: string }>(a: T, b: T): number {
  return a.order - b.order || a.section.localeCompare(b.section) || a.id.localeCompare(b.id);
}

/** The entries of a link slot from every ready section, in order. */
export function slotEntries(slot: LinkSlotName, all = records): ResolvedLinkEntry[] {
  const out: ResolvedLinkEntry[] = [];
  for (const s of Object.values(all)) {
    if (s.status !== 'ready') continue;
    for (const e of s.manifest.slots[slot]) {
      const pattern = s.manifest.pages[e.page];
      if (pattern !== undefined) out.push({ ...e, section: s.name, href: pattern });
    }
  }
  return out.sort(byOrder);
}

/**
 * The widgets that fill a widget slot, from every ready section, in order; empty when none does (the shell then
 * shows its empty state). The shell renders them without naming a section (decision 033).
 */
export function widgetSlotEntries(slot: WidgetSlotName, all = records): ResolvedWidgetEntry[] {
  const out: ResolvedWidgetEntry[] = [];
  for (const s of Object.values(all)) {
    if (s.status !== 'ready') continue;
    for (const e of s.manifest.slots[slot]) {
      out.push({ ...e, section: s.name, href: e.page ? s.manifest.pages[e.page] : undefined });
    }
  }
  return out.sort(byOrder);
}

/** The home widgets from every ready section, in order. */
export function homeWidgets(all = records): ResolvedWidgetEntry[] {
  return widgetSlotEntries('home', all);
}

/** Section names that have pages. */
export type SectionName = keyof SectionPageMap & string;

/**
 * A link to another section's page, resolved from that section's running manifest, so the owner may move
 * a page without rebuilding who links to it. Null when the section is not running (standalone, failed,
 * incompatible) or no longer declares the page: render the label without a link rather than a dead one.
 */
export function sectionHref<S extends SectionName, P extends keyof SectionPageMap[S] & string>(
  section: S,
  page: P,
  ...args: LinkArgs<SectionPageMap[S][P] & string>
): string | null {
  const record = records[section];
  if (record?.status !== 'ready') return null;
  const pattern = record.manifest.pages[page];
  if (pattern === undefined) return null;
  return fillPattern(pattern, args[0] as Record<string, string | number> | undefined, args[1] as LinkQuery);
}

/**
 * The page that fills a role (`signIn`, `plans`…), from whichever ready section declares it (the shell's
 * own first, then by name); null when no running section does.
 */
export function roleHref<R extends RoleName>(role: R, query?: RoleQuery<R>): string | null {
  const owners = Object.values(records)
    .filter((r) => r.status === 'ready' && r.manifest.roles[role] !== undefined)
    .sort((a, b) => (a.name === 'shell' ? -1 : b.name === 'shell' ? 1 : a.name.localeCompare(b.name)));
  const owner = owners[0];
  if (!owner) return null;
  const pattern = owner.manifest.pages[owner.manifest.roles[role] as string];
  return pattern === undefined ? null : fillPattern(pattern, undefined, query as LinkQuery | undefined);
}

/** A section's text in a language: the server's language file, the section's own text, its English, the key. */
export function sectionText(
  section: string,
  key: string,
  language: { code: string; file?: Record<string, string> | null },
): string {
  const fromServer = language.file?.[key];
  if (typeof fromServer === 'string' && fromServer) return fromServer;
  const texts = records[section]?.manifest.texts;
  return texts?.[language.code]?.[key] || texts?.en?.[key] || key;
}
