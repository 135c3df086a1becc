import { type CountryCode, getCountries, getCountryCallingCode, Metadata } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { contactFormBody } from './contact-form.ts';
import { DEFAULT_PHONE_COUNTRY, normalisePhone } from './phone.ts';
import { phoneShape, plausiblePhone } from './phone-shape.ts';

describe('plausiblePhone (the light check the browser bundles)', () => {
  it('takes what people type, as normalisePhone reads it', () => {
    for (const typed of ['+91 98450-33333', '0091 (984) 503 3333', '098200–44444', '9876543210', '+1 415.555.0100']) {
      expect(plausiblePhone(typed), typed).toBe(true);
      expect(normalisePhone(typed), typed).not.toBeNull();
    }
    expect(phoneShape(' 0091 (984) 503 3333 ')).toBe('+919845033333');
  });

  it('refuses what is not shaped like a number', () => {
    for (const bad of ['12ab45', 'call me', '12345', '+91 98765 4321O', '98765 ext 12', '+123456789012345678', ''])
      expect(plausiblePhone(bad), bad).toBe(false);
  });

  it('never refuses a number the exact check takes: no valid number is shorter than its 6 digits', () => {
    const metadata = new Metadata();
    const shortest = (country: CountryCode) => {
      metadata.selectNumberingPlan(country);
      return Math.min(...(metadata.numberingPlan?.possibleLengths() ?? [0]));
    };
    // International: the calling code and the country's shortest national number.
    const international = Math.min(...getCountries().map((c) => getCountryCallingCode(c).length + shortest(c)));
    expect(international).toBeGreaterThanOrEqual(6);
    // National, in the default country.
    expect(shortest(DEFAULT_PHONE_COUNTRY)).toBeGreaterThanOrEqual(6);
  });

  it("gives the contact form's body the spec's texts, in order", () => {
    const body = { first_name: 'A', last_name: 'B', email: 'a@b.org', message: 'Hi' };
    const first = (phone: unknown) => contactFormBody.safeParse({ ...body, phone }).error?.issues[0]?.message;
    expect(first('')).toBe('Please fill all fields');
    expect(first(undefined)).toBe('Please fill all fields');
    expect(first('12ab')).toBe('Phone number is invalid');
    expect(contactFormBody.safeParse({ ...body, phone: '12ab' }).error?.issues).toHaveLength(1);
    // The shape only: the API checks the number exactly (api/src/modules/contact/contact-form.ts).
    expect(contactFormBody.parse({ ...body, phone: ' +1 555 0100 ' }).phone).toBe('+1 555 0100');
  });
});
