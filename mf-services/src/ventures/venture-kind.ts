// The two kinds of post this part of the section shows, and the page ids each kind uses.
import type { pages } from '../pages.ts';

/** A joint-venture post or a construction / contractor profile. */
export type VentureKind = 'jv' | 'construction';

type PageId = keyof typeof pages;

/** The pages of each kind: list, detail, add, edit, the owner's list. */
export const KIND_PAGES = {
  jv: {
    list: 'jointVentures',
    detail: 'jointVentureDetail',
    add: 'addJointVenture',
    edit: 'editJointVenture',
    mine: 'myJointVentures',
  },
  construction: {
    list: 'constructions',
    detail: 'constructionDetail',
    add: 'addConstruction',
    edit: 'editConstruction',
    mine: 'myConstructions',
  },
} as const satisfies Record<VentureKind, Record<string, PageId>>;
