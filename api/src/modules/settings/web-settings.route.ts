import { getWebSettings } from '@abode/shared/operations';
import type { WebSettings } from '@abode/shared/wire';
import { implement } from '../../lib/define-route.ts';
import { featureTypesOf } from '../packages/packages.service.ts';
import { SECRET_KEYS as PAYMENT_SECRET_KEYS } from '../payments/payment-settings.ts';
import { enabledLanguages, priceRange, settingsMap, verificationStatus } from './settings.repository.ts';

// Settings holding upload keys; the API answers absolute URLs for them.
const IMAGE_KEYS = [
  'web_logo',
  'web_footer_logo',
  'web_placeholder_logo',
  'web_favicon',
  'admin_image',
  'img_placeholder',
];
const BOOL_KEYS = ['seo_settings', 'allow_cookies', 'verification_required_for_user', 'web_maintenance_mode'];
// Never sent to browsers, whatever the settings table holds: upstream's and the payment gateways' secrets (the
// answer's schema does not declare them either, so production would cut them; outside production a cut field
// fails the request, hence skipped here first).
const SECRET_KEYS: readonly string[] = ['razor_secret', 'place_api_key', ...PAYMENT_SECRET_KEYS];

const CURRENCY_NAMES: Record<string, string> = {
  INR: 'Indian Rupee',
  USD: 'US Dollar',
  EUR: 'Euro',
  GBP: 'British Pound',
  AED: 'UAE Dirham',
};

/** GET /api/web-settings: the flat settings object of upstream, personalised with a token. */
export default implement(getWebSettings, async ({ user, deps, urls }) => {
  const s = settingsMap(deps.db);
  const [map, range, langs, featureTypes] = await Promise.all([
    s,
    priceRange(deps.db),
    enabledLanguages(deps.db),
    featureTypesOf(deps.db, user?.id ?? null),
  ]);
  const data: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(map)) {
    if (SECRET_KEYS.includes(k)) continue;
    if (IMAGE_KEYS.includes(k)) data[k] = urls.upload(v);
    else if (BOOL_KEYS.includes(k)) data[k] = v === '1' || v === 'true';
    else data[k] = v;
  }
  const code = map.currency_code ?? 'INR';
  Object.assign(data, {
    company_name: map.company_name ?? 'Abode',
    company_email: map.company_email ?? '',
    company_tel1: map.company_tel1 ?? '',
    company_address: map.company_address ?? '',
    currency_symbol: map.currency_symbol ?? '₹',
    selected_currency_data: { code, symbol: map.currency_symbol ?? '₹', name: CURRENCY_NAMES[code] ?? code },
    number_with_suffix: map.number_with_suffix ?? '1',
    svg_clr: map.svg_clr ?? '#087c7c',
    system_color: map.system_color ?? '#087c7c',
    web_logo: urls.upload(map.web_logo),
    web_placeholder_logo: urls.upload(map.web_placeholder_logo),
    appstore_id: map.appstore_id ?? '',
    playstore_id: map.playstore_id ?? '',
    // Payment keys stay empty until a gateway is configured (a later issue).
    stripe_publishable_key: map.stripe_publishable_key ?? '',
    paystack_public_key: map.paystack_public_key ?? '',
    // A browser key for Google Maps (geometry, drawing, places), restricted by referrer at Google: public
    // by design. Empty means the built-in offline map and the server's nearest-city geocoder.
    maps_browser_key: map.maps_browser_key ?? '',
    demo_mode: deps.config.demoMode,
    min_price: range.min,
    max_price: range.max,
    features_available: {
      premium_properties: featureTypes.has('premium_properties'),
      project_access: featureTypes.has('project_access'),
    },
    languages: langs,
    default_language: map.default_language ?? 'en',
    about_us: map.about_us ?? '',
    privacy_policy: map.privacy_policy ?? '',
    terms_conditions: map.terms_conditions ?? '',
    // Social sign-in follows the server's Firebase configuration, not the settings table.
    social_login: Boolean(deps.config.firebase),
  });
  delete data.firebase_config;
  const fb = deps.config.firebase;
  if (fb) {
    data.firebase_config = {
      apiKey: fb.apiKey,
      authDomain: fb.authDomain,
      projectId: fb.projectId,
      appId: fb.appId,
      ...(fb.emulatorHost ? { emulator_url: `http://${fb.emulatorHost}` } : {}),
    };
  }
  if (user) {
    Object.assign(data, {
      verification_status: await verificationStatus(deps.db, user.id),
      is_active: user.isActive === 1,
      is_premium: user.is_premium === 1 || featureTypes.has('premium_properties'),
      subscription: featureTypes.size > 0,
    });
  }
  // Built key by key from the store (whose keys the schema declares, docs/decisions/032): cut to them on the way out.
  return { message: 'Data Fetch Successfully', data: data as WebSettings };
});
