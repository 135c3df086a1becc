// Fields of the property object this part reads beyond the section's base type. Some arrive with the
// detail endpoint's viewer flags (`is_interested`, `is_reported`, `total_interested_users`), so all are
// optional and the page falls back to what the viewer did here.
import type { InterestedUser, ReportReason } from '@abode/shared/wire';
import type { Property } from '../property.types.ts';

/** A property with the owner, viewer and engagement fields of get_property. */
export type EngagedProperty = Property & {
  added_by?: number;
  customer_id?: number;
  customer_slug_id?: string;
  email?: string;
  mobile?: string;
  is_favourite?: number;
  total_favourite_users?: number;
  is_interested?: number | boolean;
  is_reported?: boolean;
  total_interested_users?: number;
  amenities?: Array<{ id: number; name: string; image?: string }>;
};

/** A property of my-interested: with my interest's status. */
export type InterestedPropertyItem = EngagedProperty & {
  interest: { is_shortlisted: boolean; is_approved: boolean; created_at: string };
};

export type { InterestedUser, ReportReason };
