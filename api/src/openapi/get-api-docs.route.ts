import { getApiDocs } from '@abode/shared/operations';
import { answerWithPage, implement } from '../lib/define-route.ts';
import { CACHE, documents } from './served.ts';

/** GET /api/docs: the OpenAPI document rendered as a page, without script. */
export default implement(getApiDocs, async ({ deps, reply }) =>
  answerWithPage(reply, 'text/html; charset=utf-8', documents(deps.config.publicUrl).page, CACHE),
);
