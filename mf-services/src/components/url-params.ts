// Reading list filters from the URL: what a shared or hand-edited link says is cleaned before it reaches the
// API (a malformed value is dropped, not sent), and absent values stay out of the query key.

/** A positive whole id, or undefined. */
export function idParam(v: string | undefined): string | undefined {
  const n = Number(v);
  return v && Number.isInteger(n) && n >= 1 ? String(n) : undefined;
}

/** Trimmed text of at most 100 characters, or undefined. */
export function textParam(v: string | undefined): string | undefined {
  const s = (v ?? '').trim().slice(0, 100);
  return s === '' ? undefined : s;
}

/** One of `allowed`, or undefined. */
export function oneOfParam<T extends string>(v: string | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === v);
}

/** `q` without its undefined keys (so they stay out of the query key and the URL). */
export function compact<T extends object>(q: T): T {
  for (const k of Object.keys(q) as (keyof T)[]) if (q[k] === undefined) delete q[k];
  return q;
}
