import { z } from 'zod';

/** The gated feature keys (upstream's seven plus `service_list`). */
export const featureType = z.enum([
  'property_list',
  'property_feature',
  'project_list',
  'project_feature',
  'mortgage_calculator_detail',
  'premium_properties',
  'project_access',
  'service_list',
]);
export type FeatureType = z.infer<typeof featureType>;

/** Query of GET get-package. */
export const getPackageQuery = z.object({
  user_id: z.coerce.number().int().min(1).optional(), // accepted; the token identifies the user
  type: z.enum(['free', 'paid']).optional(),
  platform_type: z.string().optional(),
});
export type GetPackageQuery = z.infer<typeof getPackageQuery>;

/** A feature of a package with its limit (null limit when unlimited). */
export const packageFeature = z.object({
  id: z.number().int(),
  name: z.string(),
  type: featureType,
  limit_type: z.enum(['limited', 'unlimited']),
  limit: z.number().int().nullable(),
  used_limit: z.number().int().optional(),
  total_limit: z.number().int().nullable().optional(),
});

/** A package of GET get-package (`duration` in hours). */
export const pkg = z.object({
  id: z.number().int(),
  name: z.string(),
  package_type: z.enum(['free', 'paid']),
  price: z.number(),
  ios_product_id: z.string().nullable(),
  duration: z.number().int(),
  purchase_type: z.string(),
  package_status: z.string().optional(),
  features: z.array(packageFeature),
  start_date: z.string().optional(),
  end_date: z.string().nullable().optional(),
  is_active: z.number().int().optional(),
  created_at: z.string(),
});
export type Package = z.infer<typeof pkg>;

/** A row of `all_features`. */
export const feature = z.object({
  id: z.number().int(),
  name: z.string(),
  type: featureType,
  status: z.number().int(),
});
export type Feature = z.infer<typeof feature>;

// The one rule for reading a package check, and the code and text of each refusal (docs/decisions/025).
export { GATE_CODES, type GateRefusal, gateMessage, gateOutcome, refusalOfCode } from '../gating.ts';
