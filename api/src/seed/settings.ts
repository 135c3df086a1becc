/** The settings store: company details, brand images, feature switches and the legal texts. */
import * as t from '../db/schema.ts';
import type { SeedContext } from './context.ts';
import { ABOUT_US, PRIVACY_POLICY, TERMS } from './data.ts';
import { iconSvg } from './images.ts';

export async function seedSettings({ db, svg }: SeedContext): Promise<void> {
  const logo = await svg('seed/brand/logo.svg', iconSvg('A', '#087c7c'));
  const placeholder = await svg('seed/brand/placeholder.svg', iconSvg('·', '#adb5bd'));
  const adminImage = await svg('seed/brand/admin.svg', iconSvg('A', '#1d3557'));
  const settingRows: Record<string, string> = {
    company_name: 'Abode Realty',
    company_email: 'hello@abode.test',
    company_tel1: '+91 22 4000 1234',
    company_tel2: '+91 22 4000 5678',
    company_address: 'Level 12, Bandra Kurla Complex, Mumbai 400051',
    latitude: '19.0662',
    longitude: '72.8654',
    currency_symbol: '₹',
    currency_code: 'INR',
    // Bank transfer is the one payment method that needs no outside service: on in the demo.
    bank_transfer_status: '1',
    bank_details: JSON.stringify([
      { title: 'Account name', value: 'Abode Realty Pvt Ltd' },
      { title: 'Bank', value: 'Demo Bank, Bandra Kurla Complex branch' },
      { title: 'Account number', value: '000123456789' },
      { title: 'IFSC', value: 'DEMO0001234' },
    ]),
    number_with_suffix: '1',
    default_language: 'en',
    system_version: '0.1.0',
    svg_clr: '#087c7c',
    system_color: '#087c7c',
    sell_web_color: '#087c7c',
    sell_web_background_color: '#e6f4f4',
    rent_web_color: '#e76f51',
    rent_web_background_color: '#fdeee9',
    web_logo: logo,
    web_footer_logo: logo,
    web_placeholder_logo: placeholder,
    web_favicon: logo,
    admin_name: 'Abode Admin',
    admin_image: adminImage,
    img_placeholder: placeholder,
    appstore_id: '',
    playstore_id: '',
    facebook_id: '',
    instagram_id: '',
    twitter_id: '',
    youtube_id: '',
    iframe_link: '',
    seo_settings: '1',
    allow_cookies: '1',
    verification_required_for_user: '0',
    auto_approve: '0',
    number_with_otp_login: '0',
    social_login: '0',
    distance_option: 'km',
    min_radius_range: '1',
    max_radius_range: '50',
    web_maintenance_mode: '0',
    about_us: ABOUT_US,
    privacy_policy: PRIVACY_POLICY,
    terms_conditions: TERMS,
  };
  await db.insert(t.settings).values(Object.entries(settingRows).map(([type, data]) => ({ type, data })));
}
