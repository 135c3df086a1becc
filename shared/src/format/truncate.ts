/** The ellipsis {@link truncate} appends: one character, so it costs one unit of `max`. */
export const ELLIPSIS = '…';

/**
 * Shortens text to at most `max` UTF-16 units including the ellipsis; text that fits is returned unchanged.
 * Never splits a surrogate pair, and trims whitespace left before the ellipsis. Missing text or max < 1 gives ''.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const limit = Math.floor(max);
  if (!(limit >= 1)) return '';
  if (text.length <= limit) return text;

  let end = limit - ELLIPSIS.length;
  const last = text.charCodeAt(end - 1);
  // Cutting after a high surrogate would leave half an emoji (a lone surrogate renders as �).
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sup2: '²',
  sup3: '³',
};

function decodeCodePoint(code: number): string {
  // NUL, surrogates and out-of-range points are not characters; HTML parsers show U+FFFD instead.
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
    return '\uFFFD';
  }
  return String.fromCodePoint(code);
}

/** Decodes the common named entities and all numeric ones in one pass; unknown entities stay as written. */
export function decodeEntities(text: string): string {
  // One pass so '&amp;lt;' becomes the text '&lt;', not '<'.
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/g, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return decodeCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return decodeCodePoint(Number.parseInt(ref.slice(1), 10));
    return Object.hasOwn(NAMED_ENTITIES, ref) ? (NAMED_ENTITIES[ref] ?? whole) : whole;
  });
}

// Attribute values may contain '>' inside quotes, so quoted runs are consumed whole.
const TAG = /<\/?[a-zA-Z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/g;
// Block-level boundaries would otherwise glue words together ('<p>a</p><p>b</p>' → 'ab').
const BLOCK_BREAK =
  /<(?:br|hr)\b[^>]*>|<\/?(?:p|div|li|ul|ol|tr|td|th|table|h[1-6]|blockquote|section|article|header|footer)\b[^>]*>/gi;

/**
 * Plain text of an HTML description for previews and meta tags, without a DOM: drops comments,
 * script/style contents and tags, decodes entities, and collapses whitespace into single spaces.
 * Not a sanitizer: its output is text to be escaped by whoever renders it.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
      .replace(/<![^>]*>/g, ' ')
      .replace(BLOCK_BREAK, ' ')
      .replace(TAG, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
