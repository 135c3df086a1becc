import { describe, expect, it } from 'vitest';
import { defineSection, fillPattern, matchPattern, pageLinker, sectionManifestSchema, toManifest } from './manifest.ts';
import {
  homeWidgets,
  roleHref,
  sectionForPath,
  sectionHref,
  sectionText,
  setSectionStatus,
  setSections,
  slotEntries,
  widgetSlotEntries,
} from './registry.ts';

const texts = { en: { things: 'Things', mine: 'My things', latest: 'Latest' }, ar: { things: 'أشياء' } };
const section = defineSection({
  name: 'mf_things',
  pages: { list: '/things', categories: '/things/categories', detail: '/things/:slug_id', mine: '/user/things' },
  texts,
  roles: { plans: 'list', search: 'list' },
  slots: {
    header: [{ id: 'things', page: 'list', label: 'things', order: 20 }],
    account: [{ id: 'mine', page: 'mine', label: 'mine', signedIn: true }],
    home: [{ id: 'latest', widget: 'Latest', title: 'latest', page: 'list' }],
    contact: [{ id: 'ask', widget: 'Latest', minHeight: 460 }],
  },
  widgets: { Latest: { module: './Latest' } },
});
const build = { version: '1.2.0', sharedVersion: '1.1.0' };

describe('section manifest', () => {
  it('is built from the declaration and records the shared range', () => {
    const m = toManifest(section, build);
    expect(m.shared).toEqual({ builtAgainst: '1.1.0', requires: '^1.1.0' });
    expect(m.slots.header[0]).toMatchObject({ id: 'things', order: 20 });
    expect(m.slots.footer).toEqual([]);
    expect(sectionManifestSchema.parse({ ...m, slots: { home: m.slots.home } }).slots.contact).toEqual([]);
    expect(m.slots.home[0]?.minHeight).toBe(320);
    expect(sectionManifestSchema.parse(JSON.parse(JSON.stringify(m)))).toEqual(m);
  });

  it.each([
    [
      'a slot entry naming an unknown page',
      { slots: { header: [{ id: 'x', page: 'nope', label: 'things' }] } },
      /unknown page nope/,
    ],
    [
      'a slot entry on a page with parameters',
      { slots: { header: [{ id: 'x', page: 'detail', label: 'things' }] } },
      /needs parameters/,
    ],
    [
      'a label without English text',
      { slots: { header: [{ id: 'x', page: 'list', label: 'missing' }] } },
      /no English text missing/,
    ],
    [
      'a group heading without English text',
      { slots: { account: [{ id: 'x', page: 'list', label: 'things', group: 'nogroup' }] } },
      /no English text nogroup/,
    ],
    [
      'a home widget the section does not offer',
      { slots: { home: [{ id: 'x', widget: 'Nope' }] } },
      /unknown widget Nope/,
    ],
    [
      'a contact widget the section does not offer',
      { slots: { contact: [{ id: 'x', widget: 'Nope' }] } },
      /slots\.contact\.0: unknown widget Nope/,
    ],
    ['a page that is not a path pattern', { pages: { list: 'things' } }, /not a path pattern/],
    ['the same pattern twice', { pages: { a: '/x/:id', b: '/x/:slug' } }, /declared twice/],
    ['a role on a page with parameters', { roles: { signIn: 'detail' } }, /role signIn/],
  ])('refuses %s', (_what, change, message) => {
    expect(() => toManifest({ ...section, ...change } as never, build)).toThrow(message);
  });
});

describe('links', () => {
  it('fills parameters, encodes them and drops empty query values', () => {
    expect(fillPattern('/things/:slug_id', { slug_id: 'a b/c' }, { q: 'x', empty: '', none: undefined })).toBe(
      '/things/a%20b%2Fc?q=x',
    );
    expect(() => fillPattern('/things/:slug_id', {})).toThrow(/needs slug_id/);
    const link = pageLinker(section.pages);
    expect(link('detail', { slug_id: 'villa-1' })).toBe('/things/villa-1');
    expect(link('list', {}, 'page=2')).toBe('/things?page=2');
  });

  it('matches patterns segment by segment', () => {
    expect(matchPattern('/things/:slug_id', '/things/villa%201')).toEqual({ slug_id: 'villa 1' });
    expect(matchPattern('/things/:slug_id', '/things/a/b')).toBeNull();
    expect(matchPattern('/things', '/things/')).toEqual({});
  });
});

describe('registry', () => {
  const manifest = toManifest(section, build);
  const other = toManifest(
    defineSection({
      name: 'mf_other',
      pages: { login: '/login' },
      texts: { en: { login: 'Login' } },
      roles: { signIn: 'login' },
      slots: { header: [{ id: 'login', page: 'login', label: 'login', order: 5 }] },
    }),
    build,
  );

  it('routes a path to the section with the most specific pattern', () => {
    setSections([
      { name: 'mf_things', status: 'ready', manifest },
      { name: 'mf_other', status: 'ready', manifest: other },
    ]);
    expect(sectionForPath('/things/categories')).toMatchObject({ page: 'categories', section: { name: 'mf_things' } });
    expect(sectionForPath('/things/villa-1')).toMatchObject({ page: 'detail' });
    expect(sectionForPath('/login')?.section.name).toBe('mf_other');
    expect(sectionForPath('/nowhere')).toBeNull();
  });

  it('composes slots in order, and a failed section loses its entries, widgets, links and roles', () => {
    setSections([
      { name: 'mf_things', status: 'ready', manifest },
      { name: 'mf_other', status: 'ready', manifest: other },
    ]);
    expect(slotEntries('header').map((e) => `${e.section}:${e.id}`)).toEqual(['mf_other:login', 'mf_things:things']);
    expect(homeWidgets()).toHaveLength(1);
    expect(widgetSlotEntries('contact')).toMatchObject([{ section: 'mf_things', id: 'ask', minHeight: 460 }]);
    expect(roleHref('signIn', { returnTo: '/things' })).toBe('/login?returnTo=%2Fthings');
    expect(roleHref('search', { search: 'sea view' })).toBe('/things?search=sea+view');
    setSectionStatus('mf_other', 'failed', 'remoteEntry.js 404');
    expect(slotEntries('header').map((e) => e.section)).toEqual(['mf_things']);
    expect(roleHref('signIn')).toBeNull();
    // Its pages still belong to it, so the visitor sees its fallback rather than Not Found.
    expect(sectionForPath('/login')?.section.status).toBe('failed');
    setSectionStatus('mf_things', 'incompatible', 'needs ^9.0.0');
    expect(slotEntries('header')).toEqual([]);
    expect(homeWidgets()).toEqual([]);
    expect(widgetSlotEntries('contact')).toEqual([]);
    expect(roleHref('search')).toBeNull();
    expect((sectionHref as (s: string, p: string, ...a: unknown[]) => string | null)('mf_things', 'list')).toBeNull();
  });

  it('resolves cross-section links from the running manifest', () => {
    setSections([{ name: 'mf_things', status: 'ready', manifest }]);
    const href = sectionHref as (s: string, p: string, ...a: unknown[]) => string | null;
    expect(href('mf_things', 'detail', { slug_id: 'x' })).toBe('/things/x');
    expect(href('mf_things', 'gone')).toBeNull();
    expect(href('mf_absent', 'list')).toBeNull();
  });

  it('translates with the server file first, then the section text in the language, then English', () => {
    setSections([{ name: 'mf_things', status: 'ready', manifest }]);
    expect(sectionText('mf_things', 'things', { code: 'ar' })).toBe('أشياء');
    expect(sectionText('mf_things', 'mine', { code: 'ar' })).toBe('My things');
    expect(sectionText('mf_things', 'things', { code: 'ar', file: { things: 'Admin text' } })).toBe('Admin text');
    expect(sectionText('mf_absent', 'x', { code: 'en' })).toBe('x');
  });
});
