// How the account menu and the drawer list a slot's entries: the entries without a group first, without a heading,
// then each section's groups under their heading, in the order of their first entry (decision 030).
import type { ResolvedLinkEntry } from '@abode/shared';

/** A run of entries listed together; `heading` is a text key of `section` (none for the ungrouped run). */
export interface EntryGroup {
  key: string;
  section?: string;
  heading?: string;
  entries: ResolvedLinkEntry[];
}

/** Group ordered entries for a menu; entries whose href is in `skip` (already shown elsewhere) are left out. */
export function groupEntries(entries: ResolvedLinkEntry[], skip: ReadonlySet<string> = new Set()): EntryGroup[] {
  const loose: EntryGroup = { key: '', entries: [] };
  const groups = new Map<string, EntryGroup>();
  for (const e of entries) {
    if (skip.has(e.href)) continue;
    if (!e.group) {
      loose.entries.push(e);
      continue;
    }
    const key = `${e.section}:${e.group}`;
    let g = groups.get(key);
    if (!g) {
      g = { key, section: e.section, heading: e.group, entries: [] };
      groups.set(key, g);
    }
    g.entries.push(e);
  }
  return [loose, ...groups.values()].filter((g) => g.entries.length > 0);
}
