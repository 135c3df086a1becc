/**
 * Turns stored file keys into absolute URLs on the configured public origin (PUBLIC_URL, or the embedded
 * default's listen address) — never the request's Host header, which a caller can set to any site.
 */
export interface UrlBuilder {
  /** Absolute URL of an upload key; '' for an empty key; external URLs pass through. */
  upload: (key: string | null | undefined) => string;
}

/** The URL builder for the configured public origin. */
export function urlBuilder(publicUrl: string): UrlBuilder {
  const base = publicUrl;
  return {
    upload: (key) => {
      if (!key) return '';
      if (/^https?:\/\//.test(key)) return key;
      return `${base}/uploads/${key.replace(/^\/+/, '')}`;
    },
  };
}
