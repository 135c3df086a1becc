// The table of every operation (docs/decisions/032): what the API registers its routes from, and what the OpenAPI
// document is generated from. Clients import single operations from `@abode/shared/operations` instead.
import * as accounts from './accounts.ts';
import * as community from './community.ts';
import * as listings from './listings.ts';
import * as meta from './meta.ts';
import type { Operation } from './operation.ts';
import * as payments from './payments.ts';
import * as projects from './projects.ts';
import * as services from './services.ts';

/** Every operation, each once, by area. */
export const OPERATIONS: readonly Operation[] = [
  ...Object.values(accounts),
  ...Object.values(community),
  ...Object.values(listings),
  ...Object.values(payments),
  ...Object.values(projects),
  ...Object.values(services),
  ...Object.values(meta),
] as Operation[];
