import { getUserData } from '@abode/shared/operations';
import { implement } from '../../lib/define-route.ts';
import { profileAnswer } from '../profile/profile.service.ts';

/** GET /api/get-user-data: the customer behind the token, with `is_profile_complete`. */
export default implement(getUserData, async ({ user, urls }) => ({
  message: 'Data Fetch Successfully',
  data: profileAnswer(user, urls),
}));
