import { z } from 'zod';
import { pagination, queryId } from './common.ts';

/** Query of GET get-service. */
export const getServiceQuery = pagination.extend({
  id: queryId.optional(),
  slug_id: z.string().max(191).optional(),
  service_type_id: queryId.optional(),
  city: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
  user_id: queryId.optional(),
});
export type GetServiceQuery = z.infer<typeof getServiceQuery>;

/** A kind of service (plumbing, interiors…). */
export const serviceType = z.object({ id: z.number().int(), name: z.string(), image: z.string() });
export type ServiceType = z.infer<typeof serviceType>;

/** A service listing (spec §3 "Service listing"). */
export const service = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  service_type_id: z.number().int(),
  service_type: z.object({ id: z.number().int(), name: z.string() }),
  user_id: z.number().int().nullable(),
  title: z.string(),
  timing: z.string(),
  company_name: z.string(),
  price: z.number().nullable(),
  phone: z.string(),
  email: z.string(),
  whatsapp_number: z.string(),
  since: z.string(),
  website_link: z.string(),
  city: z.string(),
  location: z.string(),
  address: z.string(),
  description: z.string(),
  title_image: z.string(),
  gallery_images: z.array(z.object({ id: z.number().int(), image: z.string(), image_url: z.string() })),
  documents: z.array(z.string()),
  created_at: z.string(),
});
export type Service = z.infer<typeof service>;
