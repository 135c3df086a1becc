import { abodeStore, INITIAL_LANGUAGE, languageAtom } from '@abode/shared/core';
import { ok, renderWithProviders, stubApi } from '@abode/shared/test';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoBanner } from './DemoBanner.tsx';

afterEach(() => {
  cleanup();
  abodeStore.set(languageAtom, INITIAL_LANGUAGE);
});

describe('the demo banner (DEMO_MODE)', () => {
  it('says the site is a demo, as a named landmark, in English and in Arabic', async () => {
    stubApi({ 'web-settings': ok({ demo_mode: true }) });
    renderWithProviders(<DemoBanner />);
    const banner = await screen.findByRole('complementary', { name: 'Demo site' });
    expect(banner.textContent).toBe(
      'This is a demo site: look around and sign in with a demo account, but nothing can be changed.',
    );
    act(() =>
      abodeStore.set(languageAtom, {
        ...INITIAL_LANGUAGE,
        selected: { code: 'ar', name: 'العربية', rtl: true, file: {} },
      }),
    );
    const ar = screen.getByRole('complementary', { name: 'موقع تجريبي' });
    expect(ar.textContent).toContain('هذا موقع تجريبي');
  });

  it('is not there when the site is not a demo', async () => {
    stubApi({ 'web-settings': ok({ demo_mode: false, company_name: 'Abode' }) });
    const { queryClient } = renderWithProviders(<DemoBanner />);
    await act(async () => {
      await queryClient.refetchQueries();
    });
    expect(screen.queryByTestId('demo-banner')).toBeNull();
  });
});
