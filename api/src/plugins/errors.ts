import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors.ts';

function send(reply: FastifyReply, req: FastifyRequest, status: number, code: string, message: string, extras = {}) {
  return reply.code(status).send({ error: true, message, data: null, ...extras, code, request_id: req.id });
}

/** Maps fastify's own client errors (body parsing, content type, size) to the envelope. */
function clientError(err: FastifyError): { status: number; code: string; message: string } {
  const code = err.code ?? '';
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415)
    return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported Content-Type' };
  if (err.statusCode === 413 || code.includes('TOO_LARGE') || code.includes('LIMIT'))
    return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' };
  if (code.includes('JSON') || err instanceof SyntaxError)
    return { status: 400, code: 'BAD_REQUEST', message: 'Request body is not valid JSON' };
  if (code.includes('MULTIPART')) return { status: 400, code: 'BAD_REQUEST', message: 'Malformed multipart body' };
  if (err.statusCode === 404) return { status: 404, code: 'NOT_FOUND', message: 'Not Found' };
  if (err.statusCode === 403) return { status: 403, code: 'FORBIDDEN', message: 'Forbidden' };
  return { status: 400, code: 'BAD_REQUEST', message: 'Bad Request' };
}

/** One envelope for every failure; 5xx answers are generic and the details only go to the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return send(reply, req, err.statusCode, err.code, err.message, err.extras);
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const e = clientError(err);
      req.log.info({ err: { code: err.code, message: err.message } }, 'client error');
      return send(reply, req, e.status, e.code, e.message);
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, req, 500, 'INTERNAL', 'Something Went Wrong');
  });
}

/** The 404 envelope for unknown paths. */
export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, req, 404, 'NOT_FOUND', `Route ${req.method} ${req.url.split('?')[0]} not found`);
}
