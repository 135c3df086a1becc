import { ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPush } from '../sw.ts';
import { BANNER_DISMISSED_KEY, missingFeatures, UnsupportedBanner } from './UnsupportedBanner.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the unsupported-feature banner (spec §1)', () => {
  beforeEach(() => {
    stubApi({ 'web-settings': ok({ appstore_id: '1234567' }) });
  });

  it('names what is missing here and links to the app; dismissed, it stays away', async () => {
    // jsdom has neither service workers, push nor a recorder.
    expect(missingFeatures()).toEqual(['push', 'microphone']);
    const { unmount } = renderWithProviders(<UnsupportedBanner />);
    const banner = screen.getByTestId('unsupported-banner');
    expect(banner.textContent).toContain('Your browser does not support some features');
    const app = await screen.findByRole('link', { name: 'Get the app' });
    expect(app.getAttribute('href')).toBe('https://apps.apple.com/app/id1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('unsupported-banner')).toBeNull();
    expect(localStorage.getItem(BANNER_DISMISSED_KEY)).toBe('1');
    unmount();
    renderWithProviders(<UnsupportedBanner />);
    expect(screen.queryByTestId('unsupported-banner')).toBeNull();
  });
});

describe('the service worker’s push reading', () => {
  it('keeps title, body, tag and a same-origin path; anything else goes home', () => {
    expect(readPush({ title: 'Hi', body: 'There', link: '/user/chat', tag: 't' })).toEqual({
      title: 'Hi',
      body: 'There',
      link: '/user/chat',
      tag: 't',
    });
    expect(readPush({ title: 'Hi', body: 'x', link: 'https://evil.example/' })?.link).toBe('/');
    expect(readPush({ title: 'Hi', body: 'x', link: '//evil.example/' })?.link).toBe('/');
    expect(readPush({ body: 'no title' })).toBeNull();
    expect(readPush('text')).toBeNull();
  });
});
