import * as op from '@abode/shared/operations';
import { implementationsOf } from '../../lib/implementations.ts';
import getService from './get-service.route.ts';
import getServiceRequests from './get-service-requests.route.ts';
import getServiceType from './get-service-type.route.ts';
import myService from './my-service.route.ts';
import postService from './post-service.route.ts';
import requestService from './request-service.route.ts';
import serviceDelete from './service-delete.route.ts';
import serviceDetail from './service-detail.route.ts';
import serviceGet from './service-get.route.ts';
import serviceRequestStatus from './service-request-status.route.ts';

/**
 * Service listings: the type lookup, lists, detail, posting, the owner's list, delete, and requests (made by
 * users, read and answered by the provider).
 */
export const serviceRoutes = [
  getServiceType,
  getService,
  // Made by functions typed by a wider operation type than their own: checked to implement these, in this order
  // (lib/implementations.ts), so that the composition is checked against the table.
  ...implementationsOf([serviceDetail, serviceGet, postService], op.serviceDetail, op.serviceGet, op.postService),
  ...implementationsOf([myService], op.myService),
  ...implementationsOf([serviceDelete], op.serviceDelete),
  requestService,
  getServiceRequests,
  serviceRequestStatus,
] as const;
