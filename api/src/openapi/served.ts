// The API's description as served by get-open-api and get-api-docs (decision 032): built from the table of
// operations once per public URL, on the first request (a server on port 0 knows its URL by then).
import { OPERATIONS } from '@abode/shared/operations/table';
import { docsPage } from './docs-page.ts';
import { openApiDocument } from './document.ts';

const built = new Map<string, { json: string; page: string }>();

/** The OpenAPI document (JSON text) and its page for a server at `serverUrl`, built on the first call. */
export function documents(serverUrl: string) {
  let docs = built.get(serverUrl);
  if (!docs) {
    const doc = openApiDocument(OPERATIONS, { title: 'Abode API', version: '1.0.0', serverUrl });
    docs = { json: JSON.stringify(doc), page: docsPage(doc) };
    built.set(serverUrl, docs);
  }
  return docs;
}

/** Both answers are cacheable for five minutes. */
export const CACHE = { 'Cache-Control': 'public, max-age=300' };
