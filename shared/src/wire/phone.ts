// One spelling for every stored phone number: E.164 ('+919820011111'). A number is an identity (phone
// sign-in finds the account by it), so '+91 98200 11111', '098200 11111' and '0091 98200 11111' must all
// be the same string when stored and when compared. libphonenumber-js parses; its `min` metadata checks
// the length and leading digits per country, not the operator ranges of the `max` set, which lag behind
// new allocations and would lock real numbers out of sign-in (see docs/decisions/012-phone-numbers-and-ended-sessions.md).
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { phoneShape } from './phone-shape.ts';

/**
 * The country a number typed without a country code belongs to ('98200 11111', '098200 11111'). A
 * constant, not a setting: the spec names no default country; the product's data and currency (INR) are
 * Indian. Client and server must agree on it, and both read it from here.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IN';

/**
 * A phone number in E.164 form ('+919876543210'), or null when it is not a valid number. Accepts what
 * people type: spaces, dashes, dots, brackets ('(+91) 98200 11111'), 00 for +, and a national number
 * ('09820011111', '98200-11111') in `defaultCountry`. An extension or any letter makes it invalid.
 */
export function normalisePhone(raw: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const s = phoneShape(raw);
  if (s === null) return null;
  const parsed = parsePhoneNumberFromString(s, { defaultCountry, extract: false });
  return parsed?.isValid() ? parsed.number : null;
}

/** An optional phone field of a form ('' clears it): normalised to E.164, or `message` when not a number. */
export const phoneOrEmpty = (message: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return v;
      const e164 = normalisePhone(v);
      if (e164) return e164;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
