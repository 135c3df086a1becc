// Loading the Google Maps script: only with a key, once per page, with the libraries the spec names
// (geometry, drawing, places). Kept apart from the engine so it can be tested without Google.
/// <reference types="google.maps" />

export const GOOGLE_MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js';
export const GOOGLE_CALLBACK = '__abodeGoogleMapsReady';
export const GOOGLE_LIBRARIES = 'geometry,drawing,places';
/** Give up on a script that neither loads nor fails (a blocked network): the built-in map takes over. */
export const GOOGLE_TIMEOUT_MS = 12_000;

/** The script URL for a key (and the interface language, when known). */
export function googleMapsUrl(key: string, language?: string): string {
  const q = new URLSearchParams({
    key,
    libraries: GOOGLE_LIBRARIES,
    callback: GOOGLE_CALLBACK,
    loading: 'async',
    v: 'weekly',
  });
  if (language) q.set('language', language);
  return `${GOOGLE_MAPS_SCRIPT}?${q}`;
}

type GoogleWindow = Window & { google?: typeof google; [GOOGLE_CALLBACK]?: () => void };

let loading: Promise<typeof google.maps> | null = null;

/** The loaded Google Maps namespace, if any. */
export function googleMaps(): typeof google.maps | null {
  return (window as GoogleWindow).google?.maps?.Map ? ((window as GoogleWindow).google?.maps ?? null) : null;
}

/**
 * Loads Google Maps for a key. Without a key it returns null and adds nothing to the page (the built-in
 * map is used). A failed or stuck load rejects and may be retried later.
 */
export function loadGoogleMaps(key: string | null | undefined, language?: string): Promise<typeof google.maps> | null {
  const k = key?.trim();
  if (!k) return null;
  const ready = googleMaps();
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  const w = window as GoogleWindow;
  loading = new Promise<typeof google.maps>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (why: string) => {
      window.clearTimeout(timer);
      script.remove();
      delete w[GOOGLE_CALLBACK];
      loading = null;
      reject(new Error(why));
    };
    const timer = window.setTimeout(() => fail('Google Maps did not load in time'), GOOGLE_TIMEOUT_MS);
    w[GOOGLE_CALLBACK] = () => {
      window.clearTimeout(timer);
      const maps = googleMaps();
      if (maps) resolve(maps);
      else fail('Google Maps loaded without its namespace');
    };
    script.src = googleMapsUrl(k, language);
    script.async = true;
    script.dataset.abodeMaps = 'google';
    script.onerror = () => fail('Google Maps failed to load');
    document.head.appendChild(script);
  });
  return loading;
}

/** Tests only: forget a pending load. */
export function resetGoogleLoader(): void {
  loading = null;
}
