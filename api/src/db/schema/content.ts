/** Editorial content: articles and FAQs. */
import { integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Articles; `category_id` points at a property category, 0 meaning none (upstream). */
export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug_id: text('slug_id').notNull().unique(),
  image: text('image').notNull().default(''),
  description: text('description').notNull().default(''),
  category_id: integer('category_id').notNull().default(0),
  meta_title: text('meta_title').notNull().default(''),
  meta_description: text('meta_description').notNull().default(''),
  meta_keywords: text('meta_keywords').notNull().default(''),
  meta_image: text('meta_image').notNull().default(''),
  view_count: integer('view_count').notNull().default(0),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  status: smallint('status').notNull().default(1),
  created_at: createdAt(),
});
