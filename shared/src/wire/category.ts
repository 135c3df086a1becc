import { z } from 'zod';
import { pagination, queryFlag, queryId } from './common.ts';

/** The kinds of value a parameter (a listing "facility") takes. */
export const parameterType = z.enum(['text', 'number', 'radio', 'checkbox', 'dropdown', 'textarea', 'file']);
export type ParameterType = z.infer<typeof parameterType>;

/** A parameter definition as listed in a category's `parameter_types`. */
export const parameterDef = z.object({
  id: z.number().int(),
  name: z.string(),
  type_of_parameter: parameterType,
  type_values: z.array(z.string()),
  image: z.string(),
  is_required: z.number().int(),
});
export type ParameterDef = z.infer<typeof parameterDef>;

/** Query of GET get_categories. */
export const getCategoriesQuery = pagination.extend({
  search: z.string().trim().max(100).optional(),
  has_property: queryFlag.optional(),
  has_project: queryFlag.optional(),
  id: queryId.optional(),
  slug_id: z.string().max(191).optional(),
});
export type GetCategoriesQuery = z.infer<typeof getCategoriesQuery>;

/** A category of GET get_categories. */
export const category = z.object({
  id: z.number().int(),
  category: z.string(),
  image: z.string(),
  slug_id: z.string(),
  parameter_types: z.array(parameterDef),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  meta_image: z.string(),
  properties_count: z.number().int().optional(),
  projects_count: z.number().int().optional(),
});
export type Category = z.infer<typeof category>;
