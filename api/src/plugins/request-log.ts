import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** Takes the caller's x-request-id when it looks sane, else makes one. */
export const genReqId: NonNullable<FastifyServerOptions['genReqId']> = (req) => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(given) ? given : randomUUID();
};

/** One log line per answered request (fastify's default is two), and the id echoed in `x-request-id`. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}
