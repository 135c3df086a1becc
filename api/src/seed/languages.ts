/** Interface languages: the shared English dictionary and its Arabic translation (languages/ holds the texts). */
import { EN } from '../../../shared/src/i18n/en.ts';
import * as t from '../db/schema.ts';
import type { SeedContext } from './context.ts';
import { AR } from './languages/ar.ts';

export async function seedLanguages({ db }: SeedContext): Promise<void> {
  // Arabic falls back to English per key.
  await db.insert(t.languages).values([
    { name: 'English', code: 'en', file_name: { ...EN }, rtl: false },
    { name: 'العربية', code: 'ar', file_name: { ...EN, ...AR }, rtl: true },
  ]);
}
