import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ApiErrorCode, isApiErrorCode } from '@abode/shared/wire';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ApiError, STATUS_OF } from '../lib/errors.ts';

/** Answers the envelope for a code; the status is the code's (STATUS_OF). */
function send(reply: FastifyReply, req: FastifyRequest, code: ApiErrorCode, message: string, extras = {}) {
  return reply.code(STATUS_OF[code]).send({ error: true, message, data: null, ...extras, code, request_id: req.id });
}

/** Maps fastify's own client errors (body parsing, content type, size) to the envelope. */
function clientError(err: FastifyError): { code: ApiErrorCode; message: string } {
  const code = err.code ?? '';
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415)
    return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported Content-Type' };
  if (err.statusCode === 413 || code.includes('TOO_LARGE') || code.includes('LIMIT'))
    return { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' };
  if (code.includes('JSON') || err instanceof SyntaxError)
    return { code: 'BAD_REQUEST', message: 'Request body is not valid JSON' };
  if (code.includes('MULTIPART')) return { code: 'BAD_REQUEST', message: 'Malformed multipart body' };
  if (err.statusCode === 404) return { code: 'NOT_FOUND', message: 'Not Found' };
  if (err.statusCode === 403) return { code: 'FORBIDDEN', message: 'Forbidden' };
  return { code: 'BAD_REQUEST', message: 'Bad Request' };
}

/** One envelope for every failure; 5xx answers are generic and the details only go to the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) {
      if (isApiErrorCode(err.code)) return send(reply, req, err.code, err.message, err.extras);
      // A client's own code (NETWORK, UNKNOWN…) names no answer of the API: thrown here, it is a bug.
      req.log.error({ err }, 'ApiError with a code the API does not answer');
      return send(reply, req, 'INTERNAL', 'Something Went Wrong');
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const e = clientError(err);
      req.log.info({ err: { code: err.code, message: err.message } }, 'client error');
      return send(reply, req, e.code, e.message);
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, req, 'INTERNAL', 'Something Went Wrong');
  });
}

/** The 404 envelope for unknown paths. */
export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, req, 'NOT_FOUND', `Route ${req.method} ${req.url.split('?')[0]} not found`);
}

/** How long a refused connection may keep sending before it is cut (its answer has been written by then). */
const LINGER_MS = 1_000;

/**
 * What to answer a request Node's HTTP parser refused before fastify saw it. Its code is BAD_REQUEST; two
 * failures keep the status HTTP itself defines for them (431, 408), which clients and proxies act on —
 * the only statuses not taken from STATUS_OF, as no route ever ran.
 */
function connectionError(err: NodeJS.ErrnoException): { status: number; code: ApiErrorCode; message: string } {
  const code = 'BAD_REQUEST';
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code, message: 'Request headers are too large (the URL counts)' };
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code, message: 'Request timed out' };
  return { status: STATUS_OF[code], code, message: 'Malformed HTTP request' };
}

const refused = new WeakSet<Socket>();

/**
 * fastify's `clientErrorHandler`: a request Node could not parse (URL or headers over the limit, a broken
 * request line, a body cut short) is answered with the envelope, like any other failure, and logged at
 * info — it is the client's fault. The answer carries `headers`, the security headers every other answer
 * carries (security.ts securityHeaders): no route ran, so no hook set them. The connection is closed
 * gracefully: the answer goes out first, then whatever the client is still sending is read and dropped for a
 * moment, so a reset does not swallow it.
 */
export function clientErrorHandler(
  headers: Readonly<Record<string, string>>,
): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function (this: FastifyInstance, err, socket) {
    // A reset connection has nobody left to answer; a socket already answered gets no second answer.
    if (err.code === 'ECONNRESET' || socket.destroyed || refused.has(socket)) return;
    refused.add(socket);
    const e = connectionError(err);
    const requestId = randomUUID();
    this.log.info(
      { reqId: requestId, err: { code: err.code, message: err.message }, status: e.status, ip: socket.remoteAddress },
      'client error',
    );
    // An answer already going out on this connection (a pipelined request) must not be cut into.
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify({ error: true, message: e.message, data: null, code: e.code, request_id: requestId });
    socket.end(
      `HTTP/1.1 ${e.status} ${STATUS_CODES[e.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nx-request-id: ${requestId}\r\n${head}Connection: close\r\n\r\n${body}`,
    );
    socket.on('error', () => {});
    socket.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
