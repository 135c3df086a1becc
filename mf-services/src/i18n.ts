// This section's `useT`: the server's language file first (admin overrides), then this section's own texts, then
// the core texts of `@abode/shared`.
import { createUseT, type TranslationKey } from '@abode/shared';
import { texts } from './texts/index.ts';

/** `t(key)` in the selected language, for this section's keys and the core ones. */
export const useT = createUseT(texts);

/** A key this section can translate: one of its own or a core one. */
export type TextKey = keyof typeof texts.en | TranslationKey;
