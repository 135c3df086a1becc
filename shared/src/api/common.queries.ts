// Queries every section needs (settings, languages, categories), keyed by domain nouns so remotes share
// one cache entry instead of each fetching its own.
import { queryOptions } from '@tanstack/react-query';
import { apiQueryFn } from './query.ts';

/** Web settings: personalised when a user is signed in, hence the user id in the key. */
export const settingsQueries = {
  web: (userId: number | null) =>
    queryOptions({
      queryKey: ['settings', 'web', userId ?? 0] as const,
      queryFn: apiQueryFn<Record<string, unknown>>('web-settings'),
    }),
};

/** Languages: one file per code. */
export const languageQueries = {
  file: (code: string) =>
    queryOptions({
      queryKey: ['languages', code] as const,
      queryFn: apiQueryFn<{ id: number; code: string; name: string; rtl: boolean; file_name: Record<string, string> }>(
        'get_languages',
        { language_code: code, web_language_file: 1 },
      ),
    }),
};

/** Categories with their parameters. */
export const categoryQueries = {
  all: () => ['categories'] as const,
  list: (params: { limit?: number; offset?: number; has_property?: boolean; has_project?: boolean } = {}) =>
    queryOptions({
      queryKey: ['categories', 'list', params] as const,
      queryFn: apiQueryFn<Array<{ id: number; category: string; image: string; slug_id: string }>>(
        'get_categories',
        params,
      ),
    }),
};
