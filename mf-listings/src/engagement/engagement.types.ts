// The engagement shapes of this part, all from the wire schemas (z.infer), never written by hand: the
// property object of get_property carries the owner, viewer and engagement fields (some detail-only).
import type { InterestedProperty, InterestedUser, Property, ReportReason } from '@abode/shared/wire';

/** A property with the owner, viewer and engagement fields of get_property. */
export type EngagedProperty = Property;

/** A property of my-interested: with my interest's status. */
export type InterestedPropertyItem = InterestedProperty;

export type { InterestedUser, ReportReason };
