// A record of what the API suite's requests answer (decision 032: "the same answers byte for byte on the API suite's
// requests"): with ABODE_RECORD_ANSWERS=<file>, every answer of a test server is appended to the file as one JSON
// line: test, route pattern, method, its index among the test's calls of that route, status, code, message and the
// answer's shape (every key in order, with its type). `node scripts/compare-answers.mjs before after` tells two
// records apart, so a refactor can show it changed no answer.
import { appendFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A JSON value's shape: its keys in order and the types of its values; an array, the shapes its items take. */
export function shapeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${[...new Set(value.map(shapeOf))].join('|')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}:${shapeOf(v)}`)
      .join(',')}}`;
  }
  return typeof value === 'number' ? 'n' : typeof value === 'boolean' ? 'b' : 's';
}

/** Records the answers of `app` into `file` (before it listens). */
export function recordAnswers(app: FastifyInstance, file: string): void {
  const seen = new Map<string, number>();
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json') || typeof payload !== 'string') return payload;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      return payload;
    }
    const state = expect.getState();
    const test = `${state.testPath?.replace(/^.*\/test\//, '') ?? ''} > ${state.currentTestName ?? '(setup)'}`;
    const route = `${req.method} ${req.routeOptions.url ?? '(none)'}`;
    const k = `${test}\u0000${route}`;
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    const { request_id: _id, ...rest } = body;
    appendFileSync(
      file,
      `${JSON.stringify({ test, route, n, status: reply.statusCode, code: body.code ?? null, message: body.message ?? null, shape: shapeOf(rest) })}\n`,
    );
    return payload;
  });
}
