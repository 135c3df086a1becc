// The table of every operation (docs/decisions/032): what the API registers its routes from, and what the OpenAPI
// document is generated from. Clients import single operations from `@abode/shared/operations` instead.
import * as accounts from './accounts.ts';
import * as admin from './admin.ts';
import * as community from './community.ts';
import * as contactForms from './contact-forms.ts';
import * as listings from './listings.ts';
import * as meta from './meta.ts';
import type { Operation } from './operation.ts';
import * as payments from './payments.ts';
import * as projects from './projects.ts';
import * as services from './services.ts';

/** Every operation, each once, by area. */
export const OPERATIONS: readonly Operation[] = [
  ...Object.values(accounts),
  ...Object.values(admin),
  ...Object.values(community),
  ...Object.values(listings),
  ...Object.values(payments),
  ...Object.values(projects),
  ...Object.values(services),
  ...Object.values(contactForms),
  ...Object.values(meta),
] as Operation[];

/** Any operation of the table, with its literal id, method, path and schemas. */
export type TableOperation =
  | typeof accounts
  | typeof admin
  | typeof community
  | typeof listings
  | typeof payments
  | typeof projects
  | typeof services
  | typeof contactForms
  | typeof meta extends infer Area
  ? Area extends object
    ? Area[keyof Area]
    : never
  : never;

/** The id of an operation of the table. */
export type OperationId = TableOperation['id'];

/** Each operation of the table by its id: what the API's routes are checked against (one implementation each). */
export type OperationById = { [O in TableOperation as O['id']]: O };
