import { polygonParam, boundsParam as wireBounds } from '@abode/shared/wire';
import { describe, expect, it } from 'vitest';
import { boundsParam, encodePolygon, mapSearchParams, pointInPolygon, viewToBounds, wrapLng } from './geo.ts';

describe('viewport to bounds', () => {
  it('keeps an ordinary view and writes it as the API reads it', () => {
    const b = viewToBounds(18.9, 72.7, 19.3, 73.05);
    expect(b).toEqual({ min_lat: 18.9, max_lat: 19.3, min_lng: 72.7, max_lng: 73.05 });
    expect(boundsParam(b)).toBe('18.9,19.3,72.7,73.05');
    expect(wireBounds.parse(boundsParam(b))).toEqual(b);
  });

  it('folds longitudes past the antimeridian and keeps min_lng > max_lng for a crossing view', () => {
    expect(wrapLng(190)).toBe(-170);
    expect(wrapLng(-190)).toBe(170);
    expect(wrapLng(180)).toBe(180);
    const b = viewToBounds(-20, 170, 10, 190);
    expect(b).toEqual({ min_lat: -20, max_lat: 10, min_lng: 170, max_lng: -170 });
    expect(wireBounds.safeParse(boundsParam(b)).success).toBe(true);
  });

  it('turns a view wider than the world into the whole world and clamps latitudes', () => {
    expect(viewToBounds(-100, -400, 100, 300)).toEqual({ min_lat: -90, max_lat: 90, min_lng: -180, max_lng: 180 });
  });
});

describe('polygon encoding', () => {
  it('writes lat,lng pairs with 6 decimals that the API schema reads back', () => {
    const ring: [number, number][] = [
      [19.1234567, 72.8],
      [19.2, 72.9000001],
      [19.05, 72.95],
    ];
    const encoded = encodePolygon(ring);
    expect(encoded).toBe('19.123457,72.8;19.2,72.9;19.05,72.95');
    expect(polygonParam.parse(encoded)).toEqual([
      [19.123457, 72.8],
      [19.2, 72.9],
      [19.05, 72.95],
    ]);
  });
});

describe('map search query', () => {
  const filters = { property_type: '1', city: ' Mumbai ', min_price: '', search: '' };
  const bounds = { min_lat: 18.9, max_lat: 19.3, min_lng: 72.7, max_lng: 73.05 };

  it('sends the non-empty URL filters with the viewport', () => {
    expect(mapSearchParams(filters, { bounds })).toEqual({
      property_type: '1',
      city: 'Mumbai',
      bounds: '18.9,19.3,72.7,73.05',
    });
  });

  it('sends a drawn polygon instead of the viewport, and ignores an unfinished one', () => {
    const polygon: [number, number][] = [
      [19, 72.8],
      [19.1, 72.8],
      [19.1, 72.9],
    ];
    const withArea = mapSearchParams(filters, { bounds, polygon });
    expect(withArea.polygon).toBe('19,72.8;19.1,72.8;19.1,72.9');
    expect(withArea.bounds).toBeUndefined();
    expect(mapSearchParams({}, { bounds, polygon: polygon.slice(0, 2) }).bounds).toBe('18.9,19.3,72.7,73.05');
  });
});

describe('point in polygon', () => {
  const square: [number, number][] = [
    [19, 72.8],
    [19, 72.9],
    [19.1, 72.9],
    [19.1, 72.8],
  ];
  it('tells inside from outside', () => {
    expect(pointInPolygon(19.05, 72.85, square)).toBe(true);
    expect(pointInPolygon(19.15, 72.85, square)).toBe(false);
    expect(pointInPolygon(19.05, 72.95, square)).toBe(false);
  });
});
