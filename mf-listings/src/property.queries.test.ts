// Property queries are keyed by their operation (docs/decisions/032): a list page and a detail are answers of the
// same operation, told apart so that a favourite refreshes the lists without counting another view of a detail.
import { describe, expect, it } from 'vitest';
import { isPropertyList, propertyQueries } from './property.queries.ts';

describe('propertyQueries', () => {
  it('keys lists and details by get_property and its input, under the properties root', () => {
    expect(propertyQueries.list({ limit: 4, offset: 0 }, 7).queryKey).toEqual([
      'properties',
      'getProperty',
      { viewer: 7, query: { limit: 4, offset: 0 } },
    ]);
    expect(propertyQueries.detail('sea-view', null).queryKey).toEqual([
      'properties',
      'getProperty',
      { viewer: 0, query: { slug_id: 'sea-view' } },
    ]);
    expect(propertyQueries.list({}, 7).queryKey.slice(0, 2)).toEqual(propertyQueries.lists());
  });

  it('tells a list page from a detail (refetching a detail would count another view)', () => {
    expect(isPropertyList(propertyQueries.list({ limit: 4 }, 7))).toBe(true);
    expect(isPropertyList(propertyQueries.detail('sea-view', 7))).toBe(false);
    expect(isPropertyList({ queryKey: ['properties', 'getPropertyList', { query: {} }] })).toBe(false);
  });
});
