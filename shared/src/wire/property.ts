import { z } from 'zod';
import { parameterType } from './category.ts';
import { categoryRef, listEnvelopeOf, pagination, queryFlag, queryId } from './common.ts';

/** Sale or rent as the API emits it (stored as `propery_type` 0–3). */
export const propertyTypeName = z.enum(['sell', 'rent', 'sold', 'rented']);
export type PropertyTypeName = z.infer<typeof propertyTypeName>;

/** Rent periods. */
export const rentDuration = z.enum(['Daily', 'Monthly', 'Quarterly', 'Yearly']);

/** Query of GET get_property: filters, flags and paging. */
export const getPropertyQuery = pagination.extend({
  id: queryId.optional(),
  slug_id: z.string().max(191).optional(),
  category_id: queryId.optional(),
  category_slug_id: z.string().max(191).optional(),
  property_type: z.coerce.number().int().min(0).max(1).optional(),
  min_price: z.coerce.number().min(0).optional(),
  max_price: z.coerce.number().min(0).optional(),
  posted_since: z.coerce.number().int().min(0).max(1).optional(),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
  parameter_id: queryId.optional(),
  promoted: queryFlag.optional(),
  top_rated: queryFlag.optional(),
  most_liked: queryFlag.optional(),
  users_promoted: queryFlag.optional(),
  userid: queryId.optional(),
  current_user: z.string().optional(), // accepted and ignored: the token identifies the viewer
  get_simiilar: z.string().optional(), // sic: upstream client spelling; accepted and ignored
  get_similar: z.string().optional(), // accepted and ignored
});
export type GetPropertyQuery = z.infer<typeof getPropertyQuery>;
export type GetPropertyQueryInput = z.input<typeof getPropertyQuery>;

/** A gallery image of a property. */
export const galleryImage = z.object({ id: z.number().int(), image: z.string(), image_url: z.string() });

/** A document attached to a property. */
export const propertyDocument = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  type: z.string(),
  file_name: z.string(),
  file: z.string(),
});

/** A parameter value of a listing. */
export const parameterValue = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  is_required: z.number().int(),
  type_of_parameter: parameterType,
  type_values: z.array(z.string()),
  value: z.union([z.string(), z.array(z.string())]),
});

/** A nearby place with its distance (km). */
export const assignedFacility = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  facility_id: z.number().int(),
  distance: z.number(),
  name: z.string(),
  image: z.string(),
});

/** A property as GET get_property answers it (upstream get_property_details). */
export const property = z.object({
  id: z.number().int(),
  slug_id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  category: categoryRef,
  property_type: propertyTypeName,
  status: z.number().int(),
  request_status: z.enum(['approved', 'rejected', 'pending']),
  is_premium: z.boolean(),
  promoted: z.boolean(),
  rentduration: z.string(),
  address: z.string(),
  client_address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  title_image: z.string(),
  three_d_image: z.string(),
  video_link: z.string(),
  gallery: z.array(galleryImage),
  documents: z.array(propertyDocument),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  meta_image: z.string(),
  added_by: z.number().int(),
  customer_name: z.string(),
  customer_id: z.number().int(),
  customer_slug_id: z.string(),
  email: z.string(),
  mobile: z.string(),
  profile: z.string(),
  is_verified: z.boolean(),
  post_created: z.string(),
  total_view: z.number().int(),
  is_favourite: z.union([z.literal(0), z.literal(1)]),
  total_favourite_users: z.number().int(),
  parameters: z.array(parameterValue),
  assign_facilities: z.array(assignedFacility),
  sqft: z.number().nullable(),
  highligts: z.string(), // sic: upstream spelling
  questionaries: z.record(z.string(), z.unknown()), // sic: upstream spelling
  created_at: z.string(),
  // Detail only (a request by id or slug_id); absent from lists.
  /** The viewer showed interest (0/1). */
  is_interested: z.union([z.literal(0), z.literal(1)]).optional(),
  /** The viewer reported this listing. */
  is_reported: z.boolean().optional(),
  total_interested_users: z.number().int().optional(),
  /** Ids of the users who favourited: filled for the owner and admins only (privacy), else []. */
  favourite_users: z.array(z.number().int()).optional(),
  /** Ids of the interested users: filled for the owner and admins only (privacy), else []. */
  interested_users: z.array(z.number().int()).optional(),
  /** Interest and reports are possible on sell and rent listings (not sold or rented). */
  is_interest_available: z.boolean().optional(),
  is_report_available: z.boolean().optional(),
  amenities: z.array(z.object({ id: z.number().int(), name: z.string(), image: z.string() })).optional(),
  /** Legacy inquiry flow: always false. */
  inquiry: z.boolean().optional(),
});
export type Property = z.infer<typeof property>;

/**
 * The answer of GET get_property: the page of properties (one for a detail), and with `slug_id` the properties
 * of its category (`similar_properties`, empty otherwise).
 */
export const getPropertyAnswer = listEnvelopeOf(property).extend({ similar_properties: z.array(property) });
