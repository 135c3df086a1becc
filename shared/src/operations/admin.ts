// The operations of the admin's side of listings (docs/decisions/032): approving and rejecting each kind of listing,
// the listing settings, featuring requests, property reports, switching a property off or on, and granting a
// package. All admin-only, under the 'admin' tag (the admin's user and verification operations are in accounts.ts).
import { z } from 'zod';
import { envelopeOf, idParams } from '../wire/common.ts';
import { pkg } from '../wire/package.ts';
import { adminListingSettingsBody, adminListQuery, assignPackageBody } from '../wire/property-write.ts';
import { adminReasonBody } from '../wire/verification.ts';
import { defineOperation } from './operation.ts';

// ——— Reviewing listings ———

/** A listing's review state: approved (shown, status 1) or rejected (hidden, status 0) with the reason. */
const listingReview = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The poster. */
  added_by: z.number().int().nullable(),
  request_status: z.enum(['approved', 'rejected', 'pending']),
  status: z.number().int(),
  reject_reason: z.string().nullable(),
});
const reviewAnswer = envelopeOf(listingReview);

/**
 * The approve and reject operations of one kind of listing, at /api/admin/<path>/:id/approve|reject. Approval sets
 * request_status approved and status 1; rejection (a `reason`, required) rejected and status 0, keeping the reason.
 * Both are idempotent; the owner is notified when the state changes.
 */
function reviewOperations<const Name extends string, const Path extends string>(name: Name, path: Path, noun: string) {
  return {
    approve: defineOperation({
      id: `adminApprove${name}`,
      method: 'POST',
      path: `/api/admin/${path}/:id/approve`,
      auth: 'admin',
      tag: 'admin',
      summary: `Approves a ${noun}: it is shown to everyone`,
      params: idParams,
      response: reviewAnswer,
      errors: ['NOT_FOUND'],
    }),
    reject: defineOperation({
      id: `adminReject${name}`,
      method: 'POST',
      path: `/api/admin/${path}/:id/reject`,
      auth: 'admin',
      tag: 'admin',
      summary: `Rejects a ${noun} with a reason: it is hidden`,
      params: idParams,
      body: adminReasonBody,
      response: reviewAnswer,
      errors: ['NOT_FOUND'],
    }),
  };
}

export const { approve: adminApproveProperty, reject: adminRejectProperty } = reviewOperations(
  'Property',
  'properties',
  'property',
);
export const { approve: adminApproveProject, reject: adminRejectProject } = reviewOperations(
  'Project',
  'projects',
  'project',
);
export const { approve: adminApproveService, reject: adminRejectService } = reviewOperations(
  'Service',
  'services',
  'service',
);
export const { approve: adminApproveRepairWork, reject: adminRejectRepairWork } = reviewOperations(
  'RepairWork',
  'repair-works',
  'repair work',
);
export const { approve: adminApproveJv, reject: adminRejectJv } = reviewOperations('Jv', 'jv', 'joint-venture post');
export const { approve: adminApproveConstruction, reject: adminRejectConstruction } = reviewOperations(
  'Construction',
  'constructions',
  'construction profile',
);

// ——— Listing settings, featuring requests, reports, properties on and off ———

export const adminListingSettings = defineOperation({
  id: 'adminListingSettings',
  method: 'POST',
  path: '/api/admin/settings',
  auth: 'admin',
  tag: 'admin',
  summary: "Sets the listing settings (auto-approval, the maps browser key, the app's store ids); answers those set",
  body: adminListingSettingsBody,
  // The settings given, as stored (each a string).
  response: envelopeOf(
    z.object({
      appstore_id: z.string().optional(),
      playstore_id: z.string().optional(),
      auto_approve: z.string().optional(),
      auto_approve_edited_listings: z.string().optional(),
      maps_browser_key: z.string().optional(),
    }),
  ),
});

/** A featuring request after the admin's decision: status 0 running, 2 rejected. */
const advertisementDecision = envelopeOf(
  z.object({ id: z.number().int(), status: z.number().int(), property_id: z.number().int().nullable() }),
);

export const adminApproveAdvertisement = defineOperation({
  id: 'adminApproveAdvertisement',
  method: 'POST',
  path: '/api/admin/advertisements/:id/approve',
  auth: 'admin',
  tag: 'admin',
  summary: 'Approves a featuring request: it runs from now (or its start date)',
  params: idParams,
  response: advertisementDecision,
  errors: ['NOT_FOUND'],
});

export const adminRejectAdvertisement = defineOperation({
  id: 'adminRejectAdvertisement',
  method: 'POST',
  path: '/api/admin/advertisements/:id/reject',
  auth: 'admin',
  tag: 'admin',
  summary: 'Rejects a featuring request',
  params: idParams,
  response: advertisementDecision,
  errors: ['NOT_FOUND'],
});

/** A user's report of a property, with the property, the reason and the reporter. */
const propertyReport = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  property_title: z.string(),
  property_slug_id: z.string().nullable(),
  reason_id: z.number().int().nullable(),
  /** '' for a report with its own message only. */
  reason: z.string(),
  other_message: z.string().nullable(),
  customer_id: z.number().int(),
  customer_name: z.string().nullable(),
  created_at: z.string(),
});

export const adminPropertyReports = defineOperation({
  id: 'adminPropertyReports',
  method: 'GET',
  path: '/api/admin/property-reports',
  auth: 'admin',
  tag: 'admin',
  summary: 'Reports of properties by users, newest first, with `total`',
  query: adminListQuery,
  response: envelopeOf(z.array(propertyReport)).extend({ total: z.number().int() }),
});

/** A property switched on or off: its id, status (1 shown, 0 hidden) and review state. */
const propertySwitch = envelopeOf(
  z.object({ id: z.number().int(), status: z.number().int(), request_status: z.string() }),
);

export const adminActivateProperty = defineOperation({
  id: 'adminActivateProperty',
  method: 'POST',
  path: '/api/admin/properties/:id/activate',
  auth: 'admin',
  tag: 'admin',
  summary: 'Shows an approved property again',
  params: idParams,
  response: propertySwitch,
  errors: ['NOT_FOUND', 'BAD_REQUEST'],
});

export const adminDeactivateProperty = defineOperation({
  id: 'adminDeactivateProperty',
  method: 'POST',
  path: '/api/admin/properties/:id/deactivate',
  auth: 'admin',
  tag: 'admin',
  summary: 'Hides a property',
  params: idParams,
  response: propertySwitch,
  errors: ['NOT_FOUND'],
});

// ——— Packages ———

export const adminGrantPackage = defineOperation({
  id: 'adminGrantPackage',
  method: 'POST',
  path: '/api/admin/users/:id/packages',
  auth: 'admin',
  tag: 'admin',
  summary: 'Gives a user a package, a paid one too (a payment made elsewhere, a courtesy)',
  params: idParams,
  body: assignPackageBody,
  response: envelopeOf(pkg.nullable()),
  errors: ['NOT_FOUND', 'ALREADY_EXISTS'],
});
