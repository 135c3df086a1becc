// The interface language: chosen from the server's list, its dictionary fetched from `get_languages`,
// and the document's `lang`/`dir` set so right-to-left languages lay out mirrored.

import {
  dispatchLanguageChanged,
  type LanguageOption,
  languageAtom,
  languageQueries,
  settingsQueries,
  userIdAtom,
} from '@abode/shared';
import { useDirection as useMantineDirection } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';

/** The server's languages (from web-settings) and the selected one, kept in the Language slice. */
export function useLanguageSync() {
  const [lang, setLang] = useAtom(languageAtom);
  const userId = useAtomValue(userIdAtom);
  const settings = useQuery(settingsQueries.web(userId));
  const file = useQuery(languageQueries.file(lang.selected.code));
  const { setDirection } = useMantineDirection();

  useEffect(() => {
    const list = (settings.data?.data?.languages as LanguageOption[] | undefined) ?? [];
    if (list.length)
      setLang((s) => ({ ...s, list: list.map((l) => ({ ...l, rtl: Boolean(l.rtl) })), fetchedAt: Date.now() }));
  }, [settings.data, setLang]);

  useEffect(() => {
    const data = file.data?.data;
    if (!data || data.code !== lang.selected.code) return;
    setLang((s) => ({
      ...s,
      selected: { ...s.selected, name: data.name, rtl: Boolean(data.rtl), file: data.file_name },
    }));
  }, [file.data, lang.selected.code, setLang]);

  const { code, rtl } = lang.selected;
  useEffect(() => {
    document.documentElement.lang = code;
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
    setDirection(rtl ? 'rtl' : 'ltr');
  }, [code, rtl, setDirection]);
}

/** Switch the interface language. */
export function useSelectLanguage() {
  const [lang, setLang] = useAtom(languageAtom);
  return (code: string) => {
    const option = lang.list.find((l) => l.code === code);
    if (!option || code === lang.selected.code) return;
    setLang((s) => ({ ...s, selected: { ...option, file: null } }));
    dispatchLanguageChanged({ code, rtl: option.rtl });
  };
}
