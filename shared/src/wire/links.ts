import { z } from 'zod';

// Links users type (social profiles, websites) end up in `href`s: only http(s) addresses and plain user names
// are accepted, so `javascript:`, `data:`, `vbscript:` and the like never reach the database, in whatever case,
// spacing or entity spelling. One rule for the form and the API.

// Control and invisible format characters: URL parsers drop some of them (`java\tscript:`), others spoof text.
const HIDDEN_RE = /[\s\p{Cc}\p{Cf}]/u;
// A user name, or a path on the site such as `in/jane-doe` or `channel/UC123`: no scheme can hide in it.
const HANDLE_RE = /^@?[\p{L}\p{N}_.-]+(?:\/[\p{L}\p{N}_.-]+)*\/?$/u;

/** Whether a value is an absolute http:// or https:// address with a host. */
export function isWebLink(value: string): boolean {
  if (HIDDEN_RE.test(value) || !/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether a value is a plain user name or site path (`@abode`, `abode.homes`, `in/jane-doe`). */
export function isHandle(value: string): boolean {
  // `.` and `..` segments would read as relative paths.
  return value.length <= 255 && HANDLE_RE.test(value) && !/(^|\/)@?\.+(\/|$)/.test(value);
}

/** The refusal of a link field, naming it. */
export function linkInvalidMessage(label: string): string {
  return `${label} must be a link starting with http:// or https://, or a user name`;
}

/** A link field: trimmed, '' allowed (clears it), else an http(s) address or a plain user name. */
export const userLink = (label: string, max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || isWebLink(v) || isHandle(v), linkInvalidMessage(label));
