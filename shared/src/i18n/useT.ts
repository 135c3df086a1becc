// Interface texts come from the language file the server sends (`get_languages`); a key the file lacks
// falls back to English, so a half-translated file never shows a raw key.
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { languageAtom } from '../state/slices.ts';
import { EN, type TranslationKey } from './en.ts';

/** Translate a key with a language file, falling back to English. */
export function translate(file: Record<string, string> | null | undefined, key: TranslationKey): string {
  const text = file?.[key];
  return typeof text === 'string' && text.length > 0 ? text : EN[key];
}

/** Fill `{name}` placeholders of a translated text. */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** `t(key)` in the selected language. */
export function useT(): (key: TranslationKey) => string {
  const file = useAtomValue(languageAtom).selected.file;
  return useCallback((key: TranslationKey) => translate(file, key), [file]);
}

/** The selected language's code and direction. */
export function useDirection(): { code: string; rtl: boolean } {
  const { code, rtl } = useAtomValue(languageAtom).selected;
  return { code, rtl };
}
