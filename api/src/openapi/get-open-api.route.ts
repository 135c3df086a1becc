import { getOpenApi } from '@abode/shared/operations';
import { answerWithPage, implement } from '../lib/define-route.ts';
import { CACHE, documents } from './served.ts';

/** GET /api/openapi.json: the OpenAPI 3.1 document of the table of operations. */
export default implement(getOpenApi, async ({ deps, reply }) =>
  answerWithPage(reply, 'application/json; charset=utf-8', documents(deps.config.publicUrl).json, CACHE),
);
