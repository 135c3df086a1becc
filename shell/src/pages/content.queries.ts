// Content owned by the shell: articles and FAQs.
import { apiQueryFn } from '@abode/shared';
import { queryOptions } from '@tanstack/react-query';

/** An article as the API sends it. */
export interface Article {
  id: number;
  slug_id: string;
  title: string;
  description: string;
  image: string;
  created_at: string;
  meta_title?: string;
  meta_description?: string;
  category?: { id: number; category: string; slug_id: string } | null;
}

/** A question and its answer. */
export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export const articleQueries = {
  list: (offset = 0, limit = 12) =>
    queryOptions({
      queryKey: ['articles', 'list', { offset, limit }] as const,
      queryFn: apiQueryFn<Article[]>('get_articles', { offset, limit }),
    }),
  detail: (slugId: string) =>
    queryOptions({
      queryKey: ['articles', 'detail', slugId] as const,
      queryFn: apiQueryFn<Article[]>('get_articles', { slug_id: slugId }),
    }),
};

export const faqQueries = {
  list: (offset = 0, limit = 50) =>
    queryOptions({
      queryKey: ['faqs', { offset, limit }] as const,
      queryFn: apiQueryFn<Faq[]>('faqs', { offset, limit }),
    }),
};
