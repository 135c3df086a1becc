import { envelopeOf, profileCustomer } from '@abode/shared/wire';
import { defineRoute } from '../../lib/define-route.ts';
import { profileAnswer } from '../profile/profile.service.ts';

/** GET /api/get-user-data: the customer behind the token, with `is_profile_complete`. */
export default defineRoute({
  method: 'GET',
  url: '/api/get-user-data',
  auth: 'required',
  response: envelopeOf(profileCustomer),
  handler: async ({ user, urls }) => ({ message: 'Data Fetch Successfully', data: profileAnswer(user, urls) }),
});
