// Queries every section needs (settings, languages, categories), keyed by domain nouns so remotes share
// one cache entry instead of each fetching its own.

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getLanguages, getWebSettings } from '../operations/community.ts';
import { getCategories } from '../operations/listings.ts';
import { envelopeOf } from '../wire/common.ts';
import { call, operationKey, operationQuery } from './call.ts';

// web-settings is read key by key with fallbacks everywhere (a fresh install, or a test, answers with few keys), so
// only its shape as an object is checked here; the operation's schema (`webSettings`) declares the full answer.
const settingsAnswer = envelopeOf(z.record(z.string(), z.unknown()));

/** Web settings: personalised when a user is signed in, hence the viewer in the key. */
export const settingsQueries = {
  web: (userId: number | null) =>
    queryOptions({
      queryKey: operationKey(getWebSettings, {}, userId),
      queryFn: ({ signal }) => call(getWebSettings, {}, { signal, answer: settingsAnswer }),
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
