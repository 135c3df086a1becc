import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { abodeStore, INITIAL_LANGUAGE, languageAtom } from '../state/slices.ts';
import { EN } from './en.ts';
import { createUseT, type TextsByLanguage, translateText } from './section-texts.ts';

const texts = {
  en: { greeting: 'Hello', farewell: 'Goodbye', empty: 'Empty in English' },
  ar: { greeting: 'مرحبا', empty: '' },
} satisfies TextsByLanguage<'greeting' | 'farewell' | 'empty'>;

describe('translateText', () => {
  it("prefers the server's language file (an admin's override)", () => {
    expect(translateText(texts, { greeting: 'أهلًا' }, 'ar', 'greeting')).toBe('أهلًا');
  });

  it("falls back to the section's text in the selected language, then its English", () => {
    expect(translateText(texts, null, 'ar', 'greeting')).toBe('مرحبا');
    expect(translateText(texts, {}, 'ar', 'farewell')).toBe('Goodbye');
    expect(translateText(texts, undefined, 'fr', 'greeting')).toBe('Hello');
  });

  it('skips empty texts, in the file and in the section', () => {
    expect(translateText(texts, { greeting: '' }, 'ar', 'greeting')).toBe('مرحبا');
    expect(translateText(texts, null, 'ar', 'empty')).toBe('Empty in English');
  });

  it('falls back to the core English for a core key, then to the key itself', () => {
    expect(translateText(texts, null, 'ar', 'retry')).toBe(EN.retry);
    expect(translateText(texts, { retry: 'أعد المحاولة' }, 'ar', 'retry')).toBe('أعد المحاولة');
    expect(translateText(texts, null, 'en', 'nowhere' as 'greeting')).toBe('nowhere');
  });
});

describe('createUseT', () => {
  const useT = createUseT(texts);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store: abodeStore }, children);
  afterEach(() => abodeStore.set(languageAtom, INITIAL_LANGUAGE));

  it('translates in the selected language and follows a change of language', () => {
    const { result } = renderHook(() => useT(), { wrapper });
    expect(result.current('greeting')).toBe('Hello');
    expect(result.current('loading')).toBe(EN.loading);
    act(() =>
      abodeStore.set(languageAtom, {
        ...INITIAL_LANGUAGE,
        selected: { code: 'ar', name: 'العربية', rtl: true, file: { farewell: 'مع السلامة' } },
      }),
    );
    expect(result.current('greeting')).toBe('مرحبا');
    expect(result.current('farewell')).toBe('مع السلامة');
  });
});
