// The mechanism by which each section ships its own texts: a section keeps its keys in `src/texts/`
// (English complete, other languages keyed the same) and makes its `useT` with `createUseT`. `shared`
// keeps only the core keys (`en.ts`), never one section's texts (conventions, Composition 6b).

import { EN, languageAtom, type TranslationKey } from '@abode/shared/core';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

/** A section's texts by language code: English complete, any other language possibly partial. */
export interface TextsByLanguage<K extends string> {
  en: Record<K, string>;
  [code: string]: Partial<Record<K, string>>;
}

/** A non-empty text of `dict` for `key`, or undefined. */
function pick(dict: Partial<Record<string, string>> | null | undefined, key: string): string | undefined {
  const text = dict?.[key];
  return typeof text === 'string' && text.length > 0 ? text : undefined;
}

/**
 * Translate `key` for a section: the server's language file first (an admin's override wins), then the
 * section's texts in `code`, then its English, then the core English, then the key itself.
 */
export function translateText<K extends string>(
  texts: TextsByLanguage<K>,
  file: Record<string, string> | null | undefined,
  code: string,
  key: NoInfer<K> | TranslationKey,
): string {
  return (
    pick(file, key) ??
    pick(texts[code], key) ??
    pick(texts.en, key) ??
    pick(EN as Partial<Record<string, string>>, key) ??
    key
  );
}

/** `t(key)` for a section's `texts` in the selected language (the hook behind `createUseT`). */
function useSectionTexts<K extends string>(texts: TextsByLanguage<K>): (key: K | TranslationKey) => string {
  const { code, file } = useAtomValue(languageAtom).selected;
  return useCallback((key: K | TranslationKey) => translateText(texts, file, code, key), [texts, code, file]);
}

/**
 * Make a section's `useT` hook, once, at module level (`export const useT = createUseT(texts)`): `t(key)`
 * in the selected language, for the section's keys and the core ones.
 */
export function createUseT<K extends string>(texts: TextsByLanguage<K>): () => (key: K | TranslationKey) => string {
  return () => useSectionTexts(texts);
}
