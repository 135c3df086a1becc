import { CURRENCY_FAMILIES, currencyFamilyOf, formatPrice, parseAmount } from './price.ts';

/** Options for {@link formatMoney}. */
export interface MoneyFormatOptions {
  /** ISO 4217 code of the amount ('INR'). */
  currencyCode?: string | undefined;
  /** The symbol to show; when empty, the currency's own narrow symbol (or its code) stands in. */
  currencySymbol?: string | undefined;
  /** The reader's language ('en', 'ar'): its digits and separators; English keeps the currency's own grouping. */
  language?: string | undefined;
}

/** The currency's narrow symbol as Intl knows it ('$', '₹'), else its code; '' for no code. */
function symbolOf(code: string): string {
  if (!code) return '';
  try {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}

/**
 * Money that moves (a price to pay, a plan, a transaction, a receipt): the exact amount with two decimals, never
 * abbreviated — the spec's suffixes (K, L, Cr) are for listing prices only (formatPrice). Written like a listing
 * price ('₹ 2,499.00'): the currency's grouping (lakh for INR) in English, the reader's own digits and separators
 * in another language. '' for a missing or non-numeric amount.
 */
export function formatMoney(amount: number | string | null | undefined, opts: MoneyFormatOptions): string {
  if (parseAmount(amount) === null) return '';
  const code = opts.currencyCode?.trim().toUpperCase() ?? '';
  const symbol = opts.currencySymbol?.trim() || symbolOf(code);
  const language = opts.language?.trim() || 'en';
  const locale =
    language === 'en' || language.startsWith('en-')
      ? CURRENCY_FAMILIES[currencyFamilyOf(code, symbol)].locale
      : language;
  try {
    return formatPrice(amount, { currencySymbol: symbol, currencyCode: code, withSuffix: false, locale });
  } catch {
    // A language code Intl does not know still shows the amount.
    return formatPrice(amount, { currencySymbol: symbol, currencyCode: code, withSuffix: false, locale: 'en-US' });
  }
}
