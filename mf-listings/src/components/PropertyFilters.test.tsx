import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  cleanIdList,
  filtersToSearchQuery,
  readSearchFilters,
  SEARCH_FILTER_KEYS,
  SORT_OPTIONS,
  searchQueryString,
} from './PropertyFilters.tsx';

describe('filtersToSearchQuery', () => {
  it('sends nothing for an empty search', () => {
    expect(filtersToSearchQuery({})).toEqual({});
    expect(filtersToSearchQuery(readSearchFilters(new URLSearchParams()))).toEqual({});
  });

  it('maps every filter of spec §7 and drops the empty ones', () => {
    const q = filtersToSearchQuery(
      {
        search: '  sea view ',
        property_type: '1',
        category_id: '4',
        category_slug_id: 'villa',
        parameter_id: '3,9',
        country: 'India',
        state: ' Maharashtra',
        city: 'Mumbai ',
        min_price: '1000',
        max_price: '5000',
        posted_since: '0',
        promoted: '1',
        get_all_premium_properties: '1',
        sort: 'price_desc',
      },
      { offset: 24, limit: 12 },
    );
    expect(q).toEqual({
      search: 'sea view',
      property_type: '1',
      category_id: 4,
      category_slug_id: 'villa',
      parameter_id: '3,9',
      country: 'India',
      state: 'Maharashtra',
      city: 'Mumbai',
      min_price: 1000,
      max_price: 5000,
      posted_since: '0',
      promoted: 1,
      get_all_premium_properties: 1,
      sort: 'price_desc',
      offset: 24,
      limit: 12,
    });
    const sparse = filtersToSearchQuery({ search: '   ', city: '', min_price: '', promoted: '', sort: '' });
    expect(sparse).toEqual({});
  });

  it('drops malformed values a hand-edited URL may carry', () => {
    expect(
      filtersToSearchQuery({
        property_type: '2',
        category_id: 'abc',
        min_price: '-5',
        max_price: 'lots',
        posted_since: '7',
        promoted: 'yes',
        get_all_premium_properties: '0',
        sort: 'cheapest',
        parameter_id: 'x,,0',
      }),
    ).toEqual({});
  });

  it('keeps a price of 0 and swaps an upside-down range', () => {
    expect(filtersToSearchQuery({ min_price: '0' })).toEqual({ min_price: 0 });
    expect(filtersToSearchQuery({ min_price: '9000', max_price: '100' })).toEqual({ min_price: 100, max_price: 9000 });
  });

  it('passes each sort order through, and only those', () => {
    for (const sort of SORT_OPTIONS) expect(filtersToSearchQuery({ sort }).sort).toBe(sort);
    expect(SORT_OPTIONS).toEqual(['newest', 'price_asc', 'price_desc', 'most_viewed', 'most_liked']);
  });

  it('caps free text at 100 characters', () => {
    expect(String(filtersToSearchQuery({ search: 'x'.repeat(150) }).search)).toHaveLength(100);
  });
});

describe('helpers', () => {
  it('cleans id lists', () => {
    expect(cleanIdList('3, 1,x,3,0,2.5')).toBe('3,1');
    expect(cleanIdList('')).toBeUndefined();
    expect(cleanIdList(undefined)).toBeUndefined();
  });

  it('reads every key from the URL, empty when absent', () => {
    const values = readSearchFilters(new URLSearchParams('city=Pune&page=3&bogus=1'));
    expect(Object.keys(values)).toEqual([...SEARCH_FILTER_KEYS]);
    expect(values.city).toBe('Pune');
    expect(values.search).toBe('');
  });

  it('carries the search (not the page) to another view', () => {
    const params = new URLSearchParams('city=Pune&page=3&property_type=1&sort=price_asc&polygon=1,2;3,4;5,6&x=');
    expect(searchQueryString(params)).toBe('property_type=1&city=Pune&sort=price_asc');
    expect(searchQueryString(params, ['polygon'])).toBe(
      'property_type=1&city=Pune&sort=price_asc&polygon=1%2C2%3B3%2C4%3B5%2C6',
    );
  });

  it('links a category by its slug', () => {
    // The query is form-encoded (a space is "+"); the list page reads it back to the very slug.
    const href = categoryPath('villa & co');
    expect(href).toBe('/properties?category_slug_id=villa+%26+co');
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/properties');
    expect(readSearchFilters(url.searchParams).category_slug_id).toBe('villa & co');
    expect([...url.searchParams.keys()]).toEqual(['category_slug_id']);
  });
});
