import { z } from 'zod';
import { pagination, queryId } from './common.ts';

/** Query of GET faqs. */
export const getFaqsQuery = pagination;
export type GetFaqsQuery = z.infer<typeof getFaqsQuery>;

/** A question and its answer. */
export const faq = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faq>;

/** Query of GET get_articles. */
export const getArticlesQuery = pagination.extend({
  id: queryId.optional(),
  category_id: z.coerce.number().int().min(0).optional(),
  slug_id: z.string().max(191).optional(),
});
export type GetArticlesQuery = z.infer<typeof getArticlesQuery>;

/** An article (`created_at` humanised as upstream: "3 days ago"). */
export const article = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  meta_image: z.string(),
  category_id: z.number().int(),
  view_count: z.number().int(),
  created_at: z.string(),
  category: z.object({ id: z.number().int(), category: z.string(), slug_id: z.string() }).nullable(),
});
export type Article = z.infer<typeof article>;
