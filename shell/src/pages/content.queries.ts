// Content owned by the shell: articles and FAQs.
import { call, operationKey } from '@abode/shared';
import { faqs, getArticles } from '@abode/shared/operations';
import { queryOptions } from '@tanstack/react-query';

export type { Article, Faq } from '@abode/shared/wire';

export const articleQueries = {
  list: (offset = 0, limit = 12) => {
    const input = { query: { offset, limit } };
    return queryOptions({
      queryKey: operationKey(getArticles, input),
      queryFn: ({ signal }) => call(getArticles, input, { signal }),
    });
  },
  detail: (slugId: string) => {
    const input = { query: { slug_id: slugId } };
    return queryOptions({
      queryKey: operationKey(getArticles, input),
      queryFn: ({ signal }) => call(getArticles, input, { signal }),
    });
  },
};

export const faqQueries = {
  list: (offset = 0, limit = 50) => {
    const input = { query: { offset, limit } };
    return queryOptions({
      queryKey: operationKey(faqs, input),
      queryFn: ({ signal }) => call(faqs, input, { signal }),
    });
  },
};
