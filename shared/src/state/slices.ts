// The four persisted slices of the spec (§3 "Persisted client state"), defined once here: a remote reads
// and writes them through these atoms and never exports state of its own to others.
import { atom, createStore } from 'jotai';
import type { SessionUser } from './session-user.ts';

export { type SessionUser, toSessionUser } from './session-user.ts';

/** Slice `User_signup`: the token and the user, plus the signup request state of spec §4. */
export interface UserSignupSlice {
  token: string | null;
  data: SessionUser | null;
  status: 'idle' | 'loading' | 'success' | 'failure';
  error: string | null;
}

/** Slice `Settings`: the server's web settings with their fetch time, and this device's push token. */
export interface SettingsSlice {
  data: Record<string, unknown> | null;
  loading: boolean;
  fetchedAt: number | null;
  fcmToken: string;
}

/** A language the server offers. */
export interface LanguageOption {
  id?: number;
  code: string;
  name: string;
  rtl: boolean;
}

/** Slice `Language`: the selected language (with its dictionary once fetched) and the server's list. */
export interface LanguageSlice {
  selected: LanguageOption & { file: Record<string, string> | null };
  list: LanguageOption[];
  loading: boolean;
  fetchedAt: number | null;
}

/** A resolved location (spec §3 "Location result"). */
export interface LocationResult {
  city: string;
  state: string;
  country: string;
  formatted_address: string;
  latitude: number;
  longitude: number;
}

/** Slice `cachedata`: small shared caches of spec §3. */
export interface CacheDataSlice {
  categories: { data: unknown[]; loading: boolean; fetchedAt: number | null };
  chatData: Record<string, unknown> | null;
  filters: Record<string, unknown>;
  articleCategoryId: number | null;
  sliderLength: number;
  isProject: boolean;
  location: (Partial<LocationResult> & { city: string }) | null;
}

/** Initial value of every slice, also what logout restores for the user. */
export const INITIAL_USER_SIGNUP: UserSignupSlice = { token: null, data: null, status: 'idle', error: null };
export const INITIAL_SETTINGS: SettingsSlice = { data: null, loading: false, fetchedAt: null, fcmToken: '' };
export const INITIAL_LANGUAGE: LanguageSlice = {
  selected: { code: 'en', name: 'English', rtl: false, file: null },
  list: [],
  loading: false,
  fetchedAt: null,
};
export const INITIAL_CACHEDATA: CacheDataSlice = {
  categories: { data: [], loading: false, fetchedAt: null },
  chatData: null,
  filters: {},
  articleCategoryId: null,
  sliderLength: 0,
  isProject: false,
  location: null,
};

/** Slice `User_signup`. */
export const userSignupAtom = atom<UserSignupSlice>(INITIAL_USER_SIGNUP);
/** Slice `Settings`. */
export const settingsAtom = atom<SettingsSlice>(INITIAL_SETTINGS);
/** Slice `Language`. */
export const languageAtom = atom<LanguageSlice>(INITIAL_LANGUAGE);
/** Slice `cachedata`. */
export const cacheDataAtom = atom<CacheDataSlice>(INITIAL_CACHEDATA);

/** The persisted slices by their storage names (spelled as the spec names them). */
export const PERSISTED_SLICES = {
  Settings: settingsAtom,
  User_signup: userSignupAtom,
  Language: languageAtom,
  cachedata: cacheDataAtom,
} as const;

/** True once rehydration finished (or gave up after its time-out): gates the first render. */
export const rehydratedAtom = atom(false);

/** The one jotai store of the product. The shell provides it; `shared` is a federation singleton, so
 * every remote and the API client see this same instance. */
export const abodeStore = createStore();

/** The user id of the session, or null for a visitor. */
export const userIdAtom = atom((get) => get(userSignupAtom).data?.id ?? null);
