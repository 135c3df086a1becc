import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_CALLBACK,
  GOOGLE_TIMEOUT_MS,
  googleMapsUrl,
  loadGoogleMaps,
  resetGoogleLoader,
} from './google-loader.ts';

type W = Window & { google?: unknown; [GOOGLE_CALLBACK]?: () => void };

// The page's <head> at its boundary: scripts are caught instead of fetched (this machine cannot reach Google).
let added: HTMLScriptElement[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) added.push(node);
    return node;
  });
});
afterEach(() => {
  delete (window as W).google;
  resetGoogleLoader();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Google Maps loader', () => {
  it('builds the script URL with the key and the geometry, drawing and places libraries', () => {
    const url = new URL(googleMapsUrl('AIza-test', 'ar'));
    expect(`${url.origin}${url.pathname}`).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('key')).toBe('AIza-test');
    expect(url.searchParams.get('libraries')).toBe('geometry,drawing,places');
    expect(url.searchParams.get('callback')).toBe(GOOGLE_CALLBACK);
    expect(url.searchParams.get('language')).toBe('ar');
  });

  it('loads nothing without a key', () => {
    expect(loadGoogleMaps('')).toBeNull();
    expect(loadGoogleMaps('   ')).toBeNull();
    expect(loadGoogleMaps(undefined)).toBeNull();
    expect(added).toHaveLength(0);
  });

  it('adds one script for a key and resolves when Google calls back', async () => {
    const first = loadGoogleMaps(' AIza-test ');
    const second = loadGoogleMaps('AIza-test');
    expect(second).toBe(first);
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe(googleMapsUrl('AIza-test'));
    expect(added[0]?.async).toBe(true);
    const maps = { Map: class {} };
    (window as W).google = { maps };
    (window as W)[GOOGLE_CALLBACK]?.();
    await expect(first).resolves.toBe(maps);
    // Once loaded, later maps reuse it without another script.
    await expect(loadGoogleMaps('AIza-test')).resolves.toBe(maps);
    expect(added).toHaveLength(1);
  });

  it('rejects when the script fails (offline) and may try again later', async () => {
    const p = loadGoogleMaps('AIza-test');
    added[0]?.onerror?.(new Event('error'));
    await expect(p).rejects.toThrow('Google Maps failed to load');
    const again = loadGoogleMaps('AIza-test');
    expect(again).not.toBe(p);
    expect(added).toHaveLength(2);
    again?.catch(() => {});
  });

  it('gives up on a script that never answers', async () => {
    vi.useFakeTimers();
    const p = loadGoogleMaps('AIza-test');
    const done = expect(p).rejects.toThrow('did not load in time');
    vi.advanceTimersByTime(GOOGLE_TIMEOUT_MS + 1);
    await done;
  });
});
