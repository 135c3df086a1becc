// GET /api/openapi.json and /api/docs: the API describing itself from the table of operations (decision 032).
// The document is built once per public URL, on the first request (a server on port 0 knows its URL by then).
import { getApiDocs, getOpenApi } from '@abode/shared/operations';
import { OPERATIONS } from '@abode/shared/operations/table';
import { answerWithPage, implement } from '../lib/define-route.ts';
import { docsPage } from './docs-page.ts';
import { openApiDocument } from './document.ts';

const built = new Map<string, { json: string; page: string }>();

function documents(serverUrl: string) {
  let docs = built.get(serverUrl);
  if (!docs) {
    const doc = openApiDocument(OPERATIONS, { title: 'Abode API', version: '1.0.0', serverUrl });
    docs = { json: JSON.stringify(doc), page: docsPage(doc) };
    built.set(serverUrl, docs);
  }
  return docs;
}

const CACHE = { 'Cache-Control': 'public, max-age=300' };

export const openApiRoutes = [
  implement(getOpenApi, async ({ deps, reply }) =>
    answerWithPage(reply, 'application/json; charset=utf-8', documents(deps.config.publicUrl).json, CACHE),
  ),
  implement(getApiDocs, async ({ deps, reply }) =>
    answerWithPage(reply, 'text/html; charset=utf-8', documents(deps.config.publicUrl).page, CACHE),
  ),
] as const;
