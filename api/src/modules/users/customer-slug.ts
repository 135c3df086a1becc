import { slugify } from '@abode/shared/format';

/**
 * A new account's slug: its name by the spec §9 slug rule every slug of the API follows (shared/src/format/slug.ts:
 * letters of any script kept, so an Arabic name gives an Arabic slug), then its id, which keeps it unique in
 * `customers.slug_id`; `user` stands for a name without a letter or digit.
 */
export function customerSlug(name: string, id: number): string {
  return `${slugify(name) || 'user'}-${id}`;
}
