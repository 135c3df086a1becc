import { z } from 'zod';
import { queryFlag } from './common.ts';

/** Query of GET get_languages. */
export const getLanguagesQuery = z.object({
  language_code: z.string({ error: 'language_code is required' }).trim().min(1, 'language_code is required').max(10),
  web_language_file: queryFlag.optional(),
});
export type GetLanguagesQuery = z.infer<typeof getLanguagesQuery>;

/** A language with its translation file (key → text). */
export const language = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  file_name: z.record(z.string(), z.string()),
  status: z.number().int(),
  rtl: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Language = z.infer<typeof language>;

/** A language as listed in web-settings. */
export const languageRef = z.object({ id: z.number().int(), code: z.string(), name: z.string(), rtl: z.boolean() });
export type LanguageRef = z.infer<typeof languageRef>;
