// Filters kept in the URL (shareable, back-button friendly): the form edits a draft, Apply writes the
// non-empty values to the query string (dropping the page), Clear empties it.
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** URL-backed filter state for the given keys. */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const read = (p: URLSearchParams) => Object.fromEntries(keys.map((k) => [k, p.get(k) ?? ''])) as Record<K, string>;
  const applied = read(params);
  const [draft, setDraft] = useState<Record<K, string>>(applied);
  // Keep the form in step when the URL changes from outside (back button, a link from another page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search string is the source of truth.
  useEffect(() => setDraft(read(params)), [params.toString()]);

  const apply = (e?: FormEvent) => {
    e?.preventDefault();
    const next = new URLSearchParams();
    for (const k of keys) if (draft[k].trim()) next.set(k, draft[k].trim());
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());
  const set = (k: K) => (v: string | number | null) => setDraft((d) => ({ ...d, [k]: v === null ? '' : String(v) }));
  return { applied, draft, set, apply, clear };
}
