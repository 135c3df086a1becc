import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta } from './usePageMeta.ts';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;

afterEach(() => {
  document.title = '';
  for (const m of document.head.querySelectorAll('meta')) m.remove();
});

describe('usePageMeta', () => {
  it('sets title, description and the preview tags, and restores the page’s own on leaving', () => {
    document.title = 'Abode';
    const own = document.createElement('meta');
    own.name = 'description';
    own.content = 'A real-estate marketplace';
    document.head.appendChild(own);

    const view = renderHook(() =>
      usePageMeta({ title: 'Green Acres', description: 'Villas in Whitefield', image: 'https://x.test/a.jpg' }),
    );
    expect(document.title).toBe('Green Acres | Abode');
    expect(meta('meta[name="description"]')).toBe('Villas in Whitefield');
    expect(meta('meta[property="og:title"]')).toBe('Green Acres');
    expect(meta('meta[property="og:description"]')).toBe('Villas in Whitefield');
    expect(meta('meta[property="og:image"]')).toBe('https://x.test/a.jpg');

    view.unmount();
    expect(document.title).toBe('Abode');
    expect(meta('meta[name="description"]')).toBe('A real-estate marketplace');
    expect(meta('meta[property="og:title"]')).toBeNull();
    expect(meta('meta[property="og:image"]')).toBeNull();
  });

  it('leaves everything alone while the data is not there yet', () => {
    document.title = 'Abode';
    renderHook(() => usePageMeta({ title: null, description: undefined }));
    expect(document.title).toBe('Abode');
    expect(document.head.querySelectorAll('meta')).toHaveLength(0);
  });
});
