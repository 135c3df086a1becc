import { postConstruction } from '@abode/shared/operations';
import { postListingRoute } from '../listing-kit/listing-routes.ts';
import { ventureKit } from './venture-kit.ts';

/** POST /api/post-construction (multipart): as post-jv, for a construction / contractor profile. */
export default postListingRoute(postConstruction, ventureKit('construction'));
