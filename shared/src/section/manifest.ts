// The section manifest: what one remote declares about itself — the path patterns it serves, its entries
// for the shell's named slots, the widgets it offers other sections, its texts per language, and the
// `@abode/shared` range it was built against. Each remote writes it at build time from its own source
// (`src/section.ts`, through `defineSection`) as `section.json` beside `mf-manifest.json`; the shell reads
// every running remote's manifest and composes routes, menus and widgets from them.
//
// This module is pure (zod only, no React): the build imports it in Node to write the manifest.
import { z } from 'zod';
import { isRange, parseSemver } from './semver.ts';

/** The shell's slots that list links to pages. */
export const LINK_SLOT_NAMES = ['header', 'account', 'footer', 'dashboard'] as const;
export type LinkSlotName = (typeof LINK_SLOT_NAMES)[number];
/**
 * The shell's slots that render widgets: `home` (the home page's sections), `contact` (the contact page's form).
 * The shell renders whatever fills them and names no section (decision 033).
 */
export const WIDGET_SLOT_NAMES = ['home', 'contact'] as const;
export type WidgetSlotName = (typeof WIDGET_SLOT_NAMES)[number];
/** The shell's named slots. */
export const SLOT_NAMES = [...LINK_SLOT_NAMES, ...WIDGET_SLOT_NAMES] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/**
 * Roles a page may fill, so a section can send a visitor to "the sign-in page" or "the plans" without
 * knowing which section serves it: `roleHref('signIn', { returnTo })`. `search` is the page that lists what
 * matches its `search` query parameter (the home page's search form leads there, decision 033).
 */
export const ROLE_NAMES = ['signIn', 'register', 'plans', 'chat', 'profile', 'dashboard', 'search'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** The footer's columns. */
export const FOOTER_COLUMNS = ['explore', 'tools', 'company'] as const;
export type FooterColumn = (typeof FOOTER_COLUMNS)[number];

const SEGMENT = '(?:[A-Za-z0-9._~-]+|:[a-z_][a-z0-9_]*)';
/** A path pattern: `/properties`, `/properties-details/:slug_id` (react-router syntax, no splats). */
export const PATTERN = new RegExp(`^(?:/|(?:/${SEGMENT})+)$`);

const textKey = z.string().min(1).max(80);
const order = z.number().int().min(0).max(10_000).default(100);

const linkEntrySchema = z.object({
  /** Unique within the section and slot (tests and analytics find the entry by it). */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** A page of this section without parameters. */
  page: z.string().min(1),
  /** Text key of the label. */
  label: textKey,
  order,
  /** Text key of a one-line description (dashboard tiles). */
  description: textKey.optional(),
  /** Shown only to a signed-in user. */
  signedIn: z.boolean().optional(),
  /** Footer column (footer slot only). */
  column: z.enum(FOOTER_COLUMNS).optional(),
  /**
   * Text key of the heading this entry is listed under (account menu and drawer): entries of one section with the
   * same group are listed together under it; entries without a group come first, without a heading.
   */
  group: textKey.optional(),
  /** A widget of this section shown beside the label (an unread count): rendered inline, with no props. */
  badge: z.string().min(1).optional(),
});

const widgetEntrySchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  /** A widget this section offers (`widgets`). */
  widget: z.string().min(1),
  /** Text key of the heading the shell shows above it. */
  title: textKey.optional(),
  order,
  /** Serialisable props the widget is rendered with. */
  props: z.record(z.string(), z.unknown()).optional(),
  /** Height reserved while it loads, so the page does not jump when it arrives. */
  minHeight: z.number().int().min(0).max(4000).default(320),
  /** A page of this section the heading's "See all" leads to. */
  page: z.string().min(1).optional(),
});

const version = z.string().refine((v) => parseSemver(v) !== null, 'not a version (x.y.z)');

/** The manifest as served (`section.json`). */
export const sectionManifestSchema = z
  .object({
    manifestVersion: z.literal(1),
    /** The federation name (identifier-safe), also the key in remotes.json. */
    name: z.string().regex(/^[a-z][a-z0-9_]*$/),
    /** The remote's own version. */
    version,
    shared: z.object({
      /** The `@abode/shared` version the remote was built against. */
      builtAgainst: version,
      /** The range of `@abode/shared` it runs on. */
      requires: z.string().refine(isRange, 'not a supported range'),
    }),
    /** Every page it serves: id → path pattern. Its route table is built from this, nothing else. */
    pages: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), z.string().regex(PATTERN, 'not a path pattern')),
    slots: z
      .object({
        header: z.array(linkEntrySchema).default([]),
        account: z.array(linkEntrySchema).default([]),
        footer: z.array(linkEntrySchema).default([]),
        dashboard: z.array(linkEntrySchema).default([]),
        home: z.array(widgetEntrySchema).default([]),
        contact: z.array(widgetEntrySchema).default([]),
      })
      .prefault({}),
    /** The roles its pages fill: role → page id (a page without parameters). */
    roles: z.partialRecord(z.enum(ROLE_NAMES), z.string().min(1)).default({}),
    /** Widgets other sections (and the home slot) may render: name → exposed module. */
    widgets: z
      .record(z.string().regex(/^[A-Z][A-Za-z0-9]*$/), z.object({ module: z.string().regex(/^\.\/[A-Za-z0-9_-]+$/) }))
      .default({}),
    /** Texts per language code; `en` is required and complete. */
    texts: z
      .record(z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]+)?$/), z.record(z.string(), z.string()))
      .refine((t) => t.en !== undefined, 'texts.en is required'),
  })
  .superRefine((m, ctx) => {
    const en = m.texts.en ?? {};
    const patterns = new Set<string>();
    for (const [id, pattern] of Object.entries(m.pages)) {
      const shape = pattern.replace(/:[a-z_][a-z0-9_]*/g, ':');
      if (patterns.has(shape))
        ctx.addIssue({ code: 'custom', path: ['pages', id], message: `pattern ${pattern} is declared twice` });
      patterns.add(shape);
    }
    for (const slot of LINK_SLOT_NAMES) {
      const ids = new Set<string>();
      m.slots[slot].forEach((entry, i) => {
        const at = ['slots', slot, i];
        if (ids.has(entry.id)) ctx.addIssue({ code: 'custom', path: at, message: `duplicate id ${entry.id}` });
        ids.add(entry.id);
        const pattern = m.pages[entry.page];
        if (pattern === undefined) ctx.addIssue({ code: 'custom', path: at, message: `unknown page ${entry.page}` });
        else if (pattern.includes(':'))
          ctx.addIssue({ code: 'custom', path: at, message: `page ${entry.page} needs parameters` });
        for (const key of [entry.label, entry.description, entry.group]) {
          if (key !== undefined && en[key] === undefined)
            ctx.addIssue({ code: 'custom', path: at, message: `no English text ${key}` });
        }
        if (entry.badge !== undefined && !m.widgets[entry.badge])
          ctx.addIssue({ code: 'custom', path: at, message: `unknown badge widget ${entry.badge}` });
      });
    }
    for (const [role, page] of Object.entries(m.roles)) {
      const pattern = page === undefined ? undefined : m.pages[page];
      if (pattern === undefined || pattern.includes(':'))
        ctx.addIssue({
          code: 'custom',
          path: ['roles', role],
          message: `role ${role} needs a page without parameters`,
        });
    }
    for (const slot of WIDGET_SLOT_NAMES) {
      m.slots[slot].forEach((entry, i) => {
        const at = ['slots', slot, i];
        if (!m.widgets[entry.widget])
          ctx.addIssue({ code: 'custom', path: at, message: `unknown widget ${entry.widget}` });
        if (entry.title !== undefined && en[entry.title] === undefined)
          ctx.addIssue({ code: 'custom', path: at, message: `no English text ${entry.title}` });
        if (entry.page !== undefined && m.pages[entry.page] === undefined)
          ctx.addIssue({ code: 'custom', path: at, message: `unknown page ${entry.page}` });
      });
    }
  });

/** A section manifest, parsed. */
export type SectionManifest = z.output<typeof sectionManifestSchema>;
/** A link entry of a slot, parsed. */
export type SlotLinkEntry = z.output<typeof linkEntrySchema>;
/** A widget entry of a widget slot (`home`, `contact`), parsed. */
export type SlotWidgetEntry = z.output<typeof widgetEntrySchema>;

// ---- Authoring: `defineSection` types a section's own declaration against its pages and texts. ----

/** Ids of the pages whose pattern has no parameter. */
export type StaticPageId<P> = {
  [K in keyof P]: P[K] extends `${string}:${string}` ? never : K;
}[keyof P] &
  string;

/** A slot link as a section writes it. */
export interface LinkEntryInput<Page extends string, Key extends string> {
  id: string;
  page: Page;
  label: Key;
  order?: number;
  description?: Key;
  signedIn?: boolean;
  column?: FooterColumn;
  group?: Key;
  badge?: string;
}

/** A home widget as a section writes it. */
export interface WidgetEntryInput<W extends string, Page extends string, Key extends string> {
  id: string;
  widget: W;
  title?: Key;
  order?: number;
  props?: Record<string, unknown>;
  minHeight?: number;
  page?: Page;
}

/** Texts per language: English complete, other languages keyed the same. */
export type SectionTextTable<K extends string> = { en: Readonly<Record<K, string>> } & {
  readonly [code: string]: Readonly<Partial<Record<K, string>>>;
};

/** A section's declaration in its own `src/section.ts`. */
export interface SectionDefinition<P extends Record<string, string>, K extends string, W extends string> {
  name: string;
  pages: P;
  texts: SectionTextTable<K>;
  slots?: {
    header?: LinkEntryInput<StaticPageId<P>, K>[];
    account?: LinkEntryInput<StaticPageId<P>, K>[];
    footer?: LinkEntryInput<StaticPageId<P>, K>[];
    dashboard?: LinkEntryInput<StaticPageId<P>, K>[];
    home?: WidgetEntryInput<NoInfer<W>, StaticPageId<P>, K>[];
    contact?: WidgetEntryInput<NoInfer<W>, StaticPageId<P>, K>[];
  };
  roles?: Partial<Record<RoleName, StaticPageId<P>>>;
  widgets?: Record<W, { module: `./${string}` }>;
}

/** Declare a section (identity at run time; the types tie slots to its own pages, texts and widgets). */
export function defineSection<const P extends Record<string, `/${string}`>, K extends string, W extends string = never>(
  def: SectionDefinition<P, K, W>,
): SectionDefinition<P, K, W> {
  return def;
}

/** Build and validate the manifest of a section definition. Throws a readable error when it is invalid. */
export function toManifest(
  def: SectionDefinition<Record<string, string>, string, string>,
  build: { version: string; sharedVersion: string },
): SectionManifest {
  const candidate = {
    manifestVersion: 1,
    name: def.name,
    version: build.version,
    shared: { builtAgainst: build.sharedVersion, requires: `^${build.sharedVersion}` },
    pages: def.pages,
    slots: def.slots ?? {},
    roles: def.roles ?? {},
    widgets: def.widgets ?? {},
    texts: def.texts,
  };
  const parsed = sectionManifestSchema.safeParse(candidate);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Section ${def.name}: invalid manifest\n${issues}`);
  }
  return parsed.data;
}

// ---- Links: typed by the pages every section declares (module augmentation), resolved at run time. ----

/**
 * Every section's pages, by section name. Each remote adds its own in `src/pages.ts`:
 * `declare module '@abode/shared/section' { interface SectionPageMap { mf_listings: typeof pages } }`,
 * and every package's tsconfig includes the other packages' `src/pages.ts` (types only, no import).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation from each section.
export interface SectionPageMap {}

/**
 * The query a role's page reads, declared by the section that fills it, so a link to it is typed without knowing
 * that section: mf-chat's `src/pages.ts` adds `chat: ChatLinkQuery` (decision 033). A role nobody declares a query
 * for takes any {@link LinkQuery}.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation from each section.
export interface RoleQueryMap {}

/** The query a link to a role's page takes. */
export type RoleQuery<R extends RoleName> = R extends keyof RoleQueryMap ? RoleQueryMap[R] : LinkQuery;

/** The parameters a pattern needs: `/a/:slug_id/:x` → `{ slug_id, x }`. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string | number>
  : P extends `${string}:${infer Param}/${infer Rest}`
    ? { [K in Param]: string | number } & PathParams<`/${Rest}`>
    : P extends `${string}:${infer Param}`
      ? { [K in Param]: string | number }
      : Record<never, never>;

/** A query string as a record (empty values are dropped) or as text. */
export type LinkQuery = Record<string, string | number | boolean | null | undefined> | string;

/** Arguments after the page: the parameters when the pattern has some, then an optional query. */
export type LinkArgs<Pattern extends string> = keyof PathParams<Pattern> extends never
  ? [params?: Record<never, never>, query?: LinkQuery]
  : [params: PathParams<Pattern>, query?: LinkQuery];

export { fillPattern, matchPattern, pageLinker, patternRank } from './patterns.ts';
