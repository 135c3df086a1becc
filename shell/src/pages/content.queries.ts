// Content owned by the shell: articles and FAQs.
import { apiQueryFn } from '@abode/shared';
import { article, faq } from '@abode/shared/wire';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

export type { Article, Faq } from '@abode/shared/wire';

const articles = z.array(article);

export const articleQueries = {
  list: (offset = 0, limit = 12) =>
    queryOptions({
      queryKey: ['articles', 'list', { offset, limit }] as const,
      queryFn: apiQueryFn('get_articles', articles, { offset, limit }),
    }),
  detail: (slugId: string) =>
    queryOptions({
      queryKey: ['articles', 'detail', slugId] as const,
      queryFn: apiQueryFn('get_articles', articles, { slug_id: slugId }),
    }),
};

export const faqQueries = {
  list: (offset = 0, limit = 50) =>
    queryOptions({
      queryKey: ['faqs', { offset, limit }] as const,
      queryFn: apiQueryFn('faqs', z.array(faq), { offset, limit }),
    }),
};
