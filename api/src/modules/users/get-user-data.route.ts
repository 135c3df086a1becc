import { defineRoute } from '../../lib/define-route.ts';
import { publicCustomer } from './users.service.ts';

/** GET /api/get-user-data: the customer behind the token. */
export default defineRoute({
  method: 'GET',
  url: '/api/get-user-data',
  auth: 'required',
  handler: async ({ user, urls }) => ({ message: 'Data Fetch Successfully', data: publicCustomer(user, urls) }),
});
