import type { FastifyRequest } from 'fastify';

/** Turns stored file keys into absolute URLs (PUBLIC_URL, else the request's own origin). */
export interface UrlBuilder {
  /** Absolute URL of an upload key; '' for an empty key; external URLs pass through. */
  upload: (key: string | null | undefined) => string;
}

/** The URL builder for one request. */
export function urlBuilder(req: FastifyRequest, publicUrl: string | undefined): UrlBuilder {
  const base = publicUrl ?? `${req.protocol}://${req.host}`;
  return {
    upload: (key) => {
      if (!key) return '';
      if (/^https?:\/\//.test(key)) return key;
      return `${base}/uploads/${key.replace(/^\/+/, '')}`;
    },
  };
}
