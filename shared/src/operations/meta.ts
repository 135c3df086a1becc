// The API's description of itself (docs/decisions/032): the OpenAPI document generated from this table, and a
// page to browse it. Internal: not in the document they serve.
import { z } from 'zod';
import { defineOperation } from './operation.ts';

export const getOpenApi = defineOperation({
  id: 'getOpenApi',
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'none',
  tag: 'meta',
  summary: 'The OpenAPI 3.1 document of every operation',
  response: z.looseObject({ openapi: z.string() }),
  internal: true,
});

export const getApiDocs = defineOperation({
  id: 'getApiDocs',
  method: 'GET',
  path: '/api/docs',
  auth: 'none',
  tag: 'meta',
  summary: 'The operations as a page to browse (HTML)',
  response: z.string(),
  internal: true,
});
