// Letters, combining marks and digits of any script survive: dropping \p{M} would mangle
// Devanagari or Arabic words, and an ASCII-only rule would turn Arabic titles into ''.
const DISALLOWED = /[^\p{L}\p{M}\p{N}\s-]+/gu;
// Spaces become hyphens; existing hyphens are kept as separators, and runs of either collapse
// into one hyphen so 'Villa - Sea View' gives 'villa-sea-view', not 'villa---sea-view'.
const SEPARATORS = /[\s-]+/gu;

/**
 * Spec §9 slug: lower-cased, non-alphanumeric characters removed, spaces turned into hyphens;
 * no leading, trailing or doubled hyphens. Idempotent: slugify(slugify(x)) === slugify(x).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(DISALLOWED, '')
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/g, '');
}

/** Options for {@link uniqueSlug}. */
export interface UniqueSlugOptions {
  /** Used when the base slugifies to '' (e.g. a title of only punctuation). */
  fallback?: string;
  /** Guard against an `exists` that never says no. */
  maxAttempts?: number;
}

/**
 * The slug of `base`, or the first of `base-2`, `base-3`, … that `exists` reports free.
 * Throws a RangeError after `maxAttempts` (default 10,000) taken candidates.
 */
export async function uniqueSlug(
  base: string,
  exists: (slug: string) => boolean | Promise<boolean>,
  options: UniqueSlugOptions = {},
): Promise<string> {
  const { fallback = 'untitled', maxAttempts = 10_000 } = options;
  const root = slugify(base) || slugify(fallback) || 'untitled';
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const candidate = attempt === 1 ? root : `${root}-${attempt}`;
    // Sequential on purpose: candidates are cheap and order decides which number is taken.
    if (!(await exists(candidate))) return candidate;
  }
  throw new RangeError(`No free slug for "${root}" after ${maxAttempts} attempts.`);
}
