// Queries every section needs (settings, languages, categories), keyed by domain nouns so remotes share
// one cache entry instead of each fetching its own.

import { apiQueryFn } from '@abode/shared/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getLanguages } from '../operations/community.ts';
import { getCategories } from '../operations/listings.ts';
import { call, operationKey, operationQuery } from './call.ts';

// web-settings is read key by key with fallbacks everywhere (a fresh install answers with few keys), so only
// its shape as an object is checked here; `webSettings` in the wire module documents the full answer.
const settingsAnswer = z.record(z.string(), z.unknown());

/** Web settings: personalised when a user is signed in, hence the user id in the key. */
export const settingsQueries = {
  web: (userId: number | null) =>
    queryOptions({
      queryKey: ['settings', 'web', userId ?? 0] as const,
      queryFn: apiQueryFn('web-settings', settingsAnswer),
    }),
};

/** Languages: one file per code. */
export const languageQueries = {
  file: (code: string) => {
    const input = { query: { language_code: code, web_language_file: 1 as const } };
    return queryOptions({
      queryKey: operationKey(getLanguages, input),
      queryFn: ({ signal }) => call(getLanguages, input, { signal }),
    });
  },
};

/** Categories with their parameters. */
export const categoryQueries = {
  all: () => ['categories'] as const,
  list: (params: { limit?: number; offset?: number; has_property?: boolean; has_project?: boolean } = {}) =>
    operationQuery(getCategories, { query: params }),
};
