// The OpenAPI 3.1 document of the API, generated from the table of operations (docs/decisions/032): nothing in it
// is written by hand, so it cannot drift from what the routes validate and answer. Schemas are zod's JSON Schema
// (draft 2020-12, OpenAPI 3.1's dialect): requests as the client sends them, answers as the server sends them.
import { errorsOf, type Operation } from '@abode/shared/operations';
import { apiErrorCode } from '@abode/shared/wire';
import { z } from 'zod';
import { STATUS_OF } from '../lib/errors.ts';

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' });
  return rest as JsonSchema;
};

/** The properties and required names of an object schema's JSON Schema (query strings and path parameters). */
function fieldsOf(schema: z.ZodType): { name: string; schema: JsonSchema; required: boolean }[] {
  const s = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(s.properties ?? {}).map(([name, field]) => ({
    name,
    schema: field,
    required: s.required?.includes(name) ?? false,
  }));
}

/** `/api/things/:id` as OpenAPI spells it: `/api/things/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const SECURITY: Record<Operation['auth'], unknown[]> = {
  none: [],
  optional: [{}, { bearer: [] }],
  required: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

const AUTH_TEXT: Record<Operation['auth'], string> = {
  none: 'No token.',
  optional: 'A token is read when sent (the answer may depend on who asks).',
  required: 'Needs a token.',
  admin: "Needs an admin's token.",
};

/** The error answers of an operation, one per HTTP status, each naming its codes. */
function errorResponses(op: Operation): Record<string, unknown> {
  const byStatus = new Map<number, string[]>();
  for (const code of errorsOf(op)) byStatus.set(STATUS_OF[code], [...(byStatus.get(STATUS_OF[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: `Refused: ${codes.join(', ')}`,
          content: {
            'application/json': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/Error' },
                  { type: 'object', properties: { code: { enum: codes } } },
                ],
              },
            },
          },
        },
      ]),
  );
}

/** One operation as an OpenAPI operation object. */
function operationObject(op: Operation): Record<string, unknown> {
  const parameters = [
    ...(op.params ? fieldsOf(op.params).map((f) => ({ ...f, in: 'path', required: true })) : []),
    ...(op.query ? fieldsOf(op.query).map((f) => ({ ...f, in: 'query' })) : []),
  ];
  const body = op.body ? jsonSchema(op.body, 'input') : null;
  return {
    operationId: op.id,
    summary: op.summary,
    description: AUTH_TEXT[op.auth],
    tags: [op.tag],
    security: SECURITY[op.auth],
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content:
              op.encoding === 'multipart'
                ? { 'multipart/form-data': { schema: body }, 'application/json': { schema: body } }
                : { 'application/json': { schema: body } },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'Done',
        content: { 'application/json': { schema: jsonSchema(op.response, 'output') } },
      },
      ...errorResponses(op),
    },
  };
}

/** The OpenAPI 3.1 document of `operations` (the internal ones left out), served at `serverUrl`. */
export function openApiDocument(
  operations: readonly Operation[],
  info: { title: string; version: string; serverUrl: string },
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    if (op.internal) continue;
    const path = openApiPath(op.path);
    paths[path] = { ...(paths[path] ?? {}), [op.method.toLowerCase()]: operationObject(op) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description:
        'The Abode API: every operation is declared once in `@abode/shared/operations` (docs/decisions/032). ' +
        'Answers are the upstream eBroker envelope `{error, message, data, …}`; a refusal carries `code`.',
    },
    servers: [{ url: info.serverUrl }],
    tags: [...new Set(operations.filter((o) => !o.internal).map((o) => o.tag))].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'message', 'code'],
          properties: {
            error: { const: true },
            message: { type: 'string' },
            code: { enum: apiErrorCode.options },
            data: { type: 'null' },
            request_id: { type: 'string' },
          },
        },
      },
    },
  };
}
