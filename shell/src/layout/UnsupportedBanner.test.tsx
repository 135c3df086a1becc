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
    stubApi({ 'web-settings': ok({ appstore_id: '1234567', playstore_id: 'com.abode.app' }) });
  });

  it('names what is missing here and links to the app in both stores; dismissed, it stays away', async () => {
    // jsdom has neither service workers, push nor a recorder.
    expect(missingFeatures()).toEqual(['push', 'microphone']);
    const { unmount } = renderWithProviders(<UnsupportedBanner />);
    const banner = screen.getByTestId('unsupported-banner');
    expect(banner.textContent).toContain('Your browser does not support some features');
    const apple = await screen.findByRole('link', { name: 'Get the app on the App Store' });
    expect(apple.getAttribute('href')).toBe('https://apps.apple.com/app/id1234567');
    const play = screen.getByRole('link', { name: 'Get the app on Google Play' });
    expect(play.getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=com.abode.app');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('unsupported-banner')).toBeNull();
    expect(localStorage.getItem(BANNER_DISMISSED_KEY)).toBe('1');
    unmount();
    renderWithProviders(<UnsupportedBanner />);
    expect(screen.queryByTestId('unsupported-banner')).toBeNull();
  });
});

describe('the banner’s store links', () => {
  it('are left out where an id is unset or not one', async () => {
    stubApi({ 'web-settings': ok({ appstore_id: 'id123', playstore_id: 'com.abode.app' }) });
    renderWithProviders(<UnsupportedBanner />);
    await screen.findByRole('link', { name: 'Get the app on Google Play' });
    expect(screen.queryByTestId('app-store-link')).toBeNull();
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
