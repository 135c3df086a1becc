// The API's routes, derived from the table of operations (docs/decisions/032): each module area exports the
// operations it implements, their composition is checked against the table at compile time (lib/implementations.ts:
// one implementation per operation id, none missing, none twice), and the routes are the table walked in order.
import { OPERATIONS } from '@abode/shared/operations/table';
import type { AnyRoute } from '../lib/define-route.ts';
import { byOperation, type Implementations, routesOf } from '../lib/implementations.ts';
import { openApiRoutes } from '../openapi/index.ts';
import { adminRoutes } from './admin/index.ts';
import backup from './backup/backup.route.ts';
import { blockingRoutes } from './blocking/index.ts';
import { catalogueRoutes } from './catalogue/index.ts';
import { categoryRoutes } from './categories/index.ts';
import { chatRoutes } from './chat/index.ts';
import { contactRoutes } from './contact/index.ts';
import { contentRoutes } from './content/index.ts';
import { engagementRoutes } from './engagement/index.ts';
import { languageRoutes } from './languages/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { otpRoutes } from './otp/index.ts';
import { packageRoutes } from './packages/index.ts';
import { passwordRoutes } from './password/index.ts';
import { paymentRoutes } from './payments/index.ts';
import { peopleRoutes } from './people/index.ts';
import { profileRoutes } from './profile/index.ts';
import { projectEngagementRoutes } from './projects/engagement/index.ts';
import { projectRoutes } from './projects/write/index.ts';
import { propertyRoutes } from './properties/index.ts';
import { pushRoutes } from './push/index.ts';
import { ratingRoutes } from './ratings/index.ts';
import { repairWorkRoutes } from './repairworks/index.ts';
import { searchRoutes } from './search/index.ts';
import { serviceRoutes } from './services/index.ts';
import { settingsRoutes } from './settings/index.ts';
import { userRoutes } from './users/index.ts';
import { ventureRoutes } from './ventures/index.ts';
import { verificationRoutes } from './verification/index.ts';

/**
 * One implementation of each operation of the table, by operation id. An operation of the table that no area
 * implements does not compile (`satisfies`), nor does one that two routes implement (`byOperation`).
 */
export const IMPLEMENTATIONS = byOperation(
  settingsRoutes,
  languageRoutes,
  categoryRoutes,
  catalogueRoutes,
  propertyRoutes,
  searchRoutes,
  engagementRoutes,
  projectRoutes,
  projectEngagementRoutes,
  serviceRoutes,
  repairWorkRoutes,
  ventureRoutes,
  ratingRoutes,
  packageRoutes,
  paymentRoutes,
  contentRoutes,
  contactRoutes,
  userRoutes,
  otpRoutes,
  passwordRoutes,
  profileRoutes,
  verificationRoutes,
  peopleRoutes,
  blockingRoutes,
  chatRoutes,
  notificationRoutes,
  pushRoutes,
  adminRoutes,
  openApiRoutes,
) satisfies Implementations;

/**
 * Routes deliberately outside the table: `./abode backup`'s half on the running server (POST
 * /api/internal/backup) is no operation of the API's contract — registered only on an embedded database in a
 * directory, answering only a loopback caller with the key the server wrote to its data directory, outside the
 * admission gate. app.ts registers the other routes that are not operations, and says why.
 */
export const OUTSIDE_THE_TABLE: readonly AnyRoute[] = [backup];

/** Every route of the API that buildApp registers from the modules: the table's, in its order, then the others. */
export const ROUTES: readonly AnyRoute[] = [...routesOf(OPERATIONS, IMPLEMENTATIONS), ...OUTSIDE_THE_TABLE];
