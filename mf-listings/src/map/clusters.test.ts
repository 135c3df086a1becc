import { describe, expect, it } from 'vitest';
import { createClusterIndex, itemsInView } from './clusters.ts';

const point = (id: number, lat: number, lng: number) => ({ id, lat, lng, title: `Property ${id}` });

// Four homes in Mumbai a few hundred metres apart, one in Pune.
const points = [
  point(1, 19.06, 72.83),
  point(2, 19.061, 72.832),
  point(3, 19.062, 72.829),
  point(4, 19.117, 72.906),
  point(5, 18.52, 73.856),
];
const india = { min_lat: 5, max_lat: 35, min_lng: 65, max_lng: 95 };

describe('clusters', () => {
  it('groups nearby properties at country zoom and says how far to zoom to split them', () => {
    const items = itemsInView(createClusterIndex(points), india, 5);
    const clusters = items.filter((i) => i.kind === 'cluster');
    const total = items.reduce((n, i) => n + (i.kind === 'cluster' ? i.count : 1), 0);
    expect(total).toBe(5);
    expect(clusters.length).toBeGreaterThan(0);
    for (const c of clusters) if (c.kind === 'cluster') expect(c.expansionZoom).toBeGreaterThan(5);
  });

  it('shows every property on its own when zoomed into a street', () => {
    const bandra = { min_lat: 19.05, max_lat: 19.07, min_lng: 72.82, max_lng: 72.84 };
    const items = itemsInView(createClusterIndex(points), bandra, 18);
    expect(items.map((i) => (i.kind === 'point' ? i.point.id : -1)).sort()).toEqual([1, 2, 3]);
  });

  it('leaves out what is outside the view', () => {
    const pune = { min_lat: 18.4, max_lat: 18.6, min_lng: 73.7, max_lng: 74 };
    const items = itemsInView(createClusterIndex(points), pune, 12);
    expect(items).toHaveLength(1);
    expect(items[0]?.kind === 'point' && items[0].point.id).toBe(5);
  });

  it('a cluster expands at its expansion zoom', () => {
    const index = createClusterIndex(points);
    const first = itemsInView(index, india, 5).find((i) => i.kind === 'cluster');
    if (first?.kind !== 'cluster') throw new Error('expected a cluster');
    const after = itemsInView(index, india, first.expansionZoom);
    expect(after.length).toBeGreaterThan(itemsInView(index, india, 5).length);
  });
});
