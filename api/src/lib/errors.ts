// The error a handler throws to answer with a code, a message and top-level extras: the one ApiError of the
// contract, shared with the client (docs/decisions/034), and the status of each code beside the codes.
import { ApiError } from '@abode/shared/api-error';

export { ApiError } from '@abode/shared/api-error';
export { STATUS_OF } from '@abode/shared/wire';

/** The answer to a request without a valid token. */
export const unauthenticated = () => new ApiError('UNAUTHENTICATED', 'User is not authenticated');

/** The answer to a signed-in customer who may not use the route (an admin route, for one). */
export const forbidden = () => new ApiError('FORBIDDEN', 'Forbidden');
