import { defineSection, SHARED_VERSION, setSections, toManifest } from '@abode/shared';
import { abodeStore, INITIAL_LANGUAGE, languageAtom } from '@abode/shared/core';
import { renderWithProviders } from '@abode/shared/test';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteOutlet } from './RemoteSection.tsx';

afterEach(() => {
  cleanup();
  setSections([]);
  abodeStore.set(languageAtom, INITIAL_LANGUAGE);
});

describe('a section refused for its shared range', () => {
  it('tells the operator to redeploy it, with both versions, in English and in Arabic, and offers no Retry', async () => {
    const manifest = toManifest(defineSection({ name: 'mf_old', pages: { list: '/old' }, texts: { en: {} } }), {
      version: '1.0.0',
      sharedVersion: '3.1.0',
    });
    setSections([{ name: 'mf_old', manifest, status: 'incompatible', reason: 'needs ^3.1.0' }]);
    renderWithProviders(<RemoteOutlet />, { path: '/old' });

    const fallback = await screen.findByTestId('remote-fallback-mf_old');
    expect(fallback.textContent).toContain(
      `This section was built for shared ^3.1.0; the portal runs ${SHARED_VERSION} — redeploy the section.`,
    );
    expect(fallback.textContent).not.toContain('Try again');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    act(() =>
      abodeStore.set(languageAtom, {
        ...INITIAL_LANGUAGE,
        selected: { code: 'ar', name: 'العربية', rtl: true, file: {} },
      }),
    );
    expect(screen.getByTestId('remote-fallback-mf_old').textContent).toContain(
      `بُني هذا القسم لإصدار shared ^3.1.0، والبوابة تعمل بالإصدار ${SHARED_VERSION} — أعد نشر القسم.`,
    );
  });
});
