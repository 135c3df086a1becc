// Spec §5 photo rule checked in the browser before upload (the server checks the content again): the shared
// check of `@abode/shared`, with a seam for tests.
import { readImageSize } from '@abode/shared';

export { type ImageSize, photoProblem, readImageSize } from '@abode/shared';

/** Injected in tests, where happy-dom cannot decode pictures. */
export const photoChecker = { readSize: readImageSize };
