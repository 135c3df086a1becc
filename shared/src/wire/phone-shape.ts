// The shape of a phone number, without libphonenumber: what a browser can afford to check (decision 016), and the
// form the exact check of the server parses (`normalisePhone`, decision 012). A number the exact check accepts
// always has this shape: no valid number has fewer than 6 digits (checked against the `min` metadata), so the light
// check only lets through more, never refuses a number the server would take.

// Separators people type; a leading 00 is the international prefix in most of the world (and in India).
const SEPARATORS = /[\s().\-\u00a0\u2010-\u2015]/g;

/**
 * The number without its separators, 00 read as + ('+919820011111', '09820011111'), or null when it is not shaped
 * like a number: 6 to 17 digits after an optional +. Letters, extensions and stray signs make it null.
 */
export function phoneShape(raw: string): string | null {
  let s = raw.normalize('NFKC').trim().replace(SEPARATORS, '');
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  return /^\+?\d{6,17}$/.test(s) ? s : null;
}

/** Whether a typed phone number could be one (its shape only; the server checks it exactly). */
export const plausiblePhone = (raw: string): boolean => phoneShape(raw) !== null;
