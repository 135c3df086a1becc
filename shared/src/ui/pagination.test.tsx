import { abodeStore, INITIAL_LANGUAGE, languageAtom } from '@abode/shared/core';
import { renderWithProviders } from '@abode/shared/test';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageButtons } from './pagination.tsx';

describe('PageButtons', () => {
  afterEach(() => {
    cleanup();
    abodeStore.set(languageAtom, INITIAL_LANGUAGE);
  });

  it('names every button in the selected language, English where the file lacks a text', () => {
    renderWithProviders(<PageButtons total={3} value={2} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
    act(() =>
      abodeStore.set(languageAtom, {
        ...INITIAL_LANGUAGE,
        selected: {
          code: 'ar',
          name: 'العربية',
          rtl: true,
          file: { paginationPage: 'الصفحة {page}', paginationNext: 'الصفحة التالية' },
        },
      }),
    );
    expect(screen.getByRole('button', { name: 'الصفحة 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeTruthy();
  });
});
