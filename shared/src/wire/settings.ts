import { z } from 'zod';
import { languageRef } from './language.ts';
import { firebaseWebConfig } from './social.ts';

/** A key of the settings store sent as it is stored, when the store has it. */
const stored = z.string().optional();

/**
 * The flat settings object of GET web-settings: the keys the API computes, then every other key the settings store
 * may hold (seeded, or set by the admin's listing and payment settings), as stored, the switches as booleans and the
 * images as absolute URLs. A key not declared here is not sent (docs/decisions/032), whatever the store holds.
 */
export const webSettings = z.looseObject({
  company_name: z.string(),
  company_email: z.string(),
  company_tel1: z.string(),
  company_address: z.string(),
  currency_symbol: z.string(),
  selected_currency_data: z.object({ code: z.string(), symbol: z.string(), name: z.string() }),
  number_with_suffix: z.string(),
  svg_clr: z.string(),
  system_color: z.string(),
  web_logo: z.string(),
  web_placeholder_logo: z.string(),
  appstore_id: z.string(),
  playstore_id: z.string(),
  stripe_publishable_key: z.string(),
  paystack_public_key: z.string(),
  /** Google Maps browser key (referrer-restricted, public by design); '' = the built-in offline map. */
  maps_browser_key: z.string().default(''),
  demo_mode: z.boolean(),
  min_price: z.number(),
  max_price: z.number(),
  features_available: z.object({ premium_properties: z.boolean(), project_access: z.boolean() }),
  languages: z.array(languageRef),
  default_language: z.string(),
  about_us: z.string(),
  privacy_policy: z.string(),
  terms_conditions: z.string(),
  verification_status: z.enum(['initial', 'pending', 'success', 'failed']).optional(),
  is_active: z.boolean().optional(),
  is_premium: z.boolean().optional(),
  subscription: z.boolean().optional(),
  /** Social sign-in (Google, Apple) through Firebase: on only when the server has Firebase configured. */
  social_login: z.boolean().optional(),
  firebase_config: firebaseWebConfig.optional(),
  // The settings store's other keys, in the order the seed writes them.
  company_tel2: stored,
  latitude: stored,
  longitude: stored,
  currency_code: stored,
  bank_transfer_status: stored,
  /** The bank details as JSON text: [{ title, value }]. */
  bank_details: stored,
  system_version: stored,
  sell_web_color: stored,
  sell_web_background_color: stored,
  rent_web_color: stored,
  rent_web_background_color: stored,
  web_footer_logo: stored,
  web_favicon: stored,
  admin_name: stored,
  admin_image: stored,
  img_placeholder: stored,
  facebook_id: stored,
  instagram_id: stored,
  twitter_id: stored,
  youtube_id: stored,
  iframe_link: stored,
  seo_settings: z.boolean().optional(),
  allow_cookies: z.boolean().optional(),
  verification_required_for_user: z.boolean().optional(),
  auto_approve: stored,
  number_with_otp_login: stored,
  distance_option: stored,
  min_radius_range: stored,
  max_radius_range: stored,
  web_maintenance_mode: z.boolean().optional(),
  // Set by the admin's listing settings.
  auto_approve_edited_listings: stored,
  // The public payment settings (the secrets are never sent).
  stripe_gateway: stored,
  stripe_currency: stored,
  paystack_gateway: stored,
  paystack_currency: stored,
  paypal_gateway: stored,
  paypal_client_id: stored,
  paypal_currency: stored,
  sandbox_mode: stored,
  flutterwave_status: stored,
  flutterwave_public_key: stored,
  flutterwave_currency: stored,
});
export type WebSettings = z.infer<typeof webSettings>;

/** The App Store id of the app: Apple's number, as in apps.apple.com/app/id<number>; '' = no iOS app. */
export const appStoreId = z
  .string()
  .trim()
  .regex(/^(?:\d{1,15})?$/, 'The App Store id is the number after "id" in the app\u2019s App Store link');

/** The Play Store id of the app: its Android package name, as in details?id=<package>; '' = no Android app. */
export const playStoreId = z
  .string()
  .trim()
  .regex(
    /^(?:[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+)?$/,
    'The Play Store id is the app\u2019s package name, such as com.example.app',
  );

/** The app's store pages from the settings' ids; null where an id is unset or not one. */
export function appStoreLinks(s: { appstore_id?: unknown; playstore_id?: unknown } | undefined): {
  appStore: string | null;
  playStore: string | null;
} {
  const apple = appStoreId.safeParse(s?.appstore_id);
  const play = playStoreId.safeParse(s?.playstore_id);
  return {
    appStore: apple.success && apple.data ? `https://apps.apple.com/app/id${apple.data}` : null,
    playStore:
      play.success && play.data
        ? `https://play.google.com/store/apps/details?id=${encodeURIComponent(play.data)}`
        : null,
  };
}
