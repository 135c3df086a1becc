/** Options for {@link formatPrice}; `withSuffix` mirrors the settings flag `number_with_suffix`. */
export interface PriceFormatOptions {
  currencySymbol: string;
  currencyCode?: string;
  withSuffix: boolean;
  locale?: string;
}

/** One abbreviation step: amounts of at least `value` are divided by it and marked with `label`. */
export interface SuffixStep {
  value: number;
  label: string;
}

/** The currency families of spec §9, each with its grouping locale and its suffix steps (largest first). */
export const CURRENCY_FAMILIES = {
  southAsian: {
    codes: ['INR', 'BDT', 'NPR', 'PKR', 'LKR'],
    // Lakh/crore grouping (12,34,567.00) is how these markets read amounts.
    locale: 'en-IN',
    steps: [
      { value: 1e7, label: 'Cr' },
      { value: 1e5, label: 'L' },
      { value: 1e3, label: 'K' },
    ],
  },
  japanese: {
    codes: ['JPY'],
    locale: 'en-US',
    // The spec gives no 1e3 step for the CJK currencies, so smaller amounts stay plain.
    steps: [
      { value: 1e8, label: '億' },
      { value: 1e4, label: '万' },
    ],
  },
  chinese: {
    codes: ['CNY'],
    locale: 'en-US',
    steps: [
      { value: 1e8, label: '亿' },
      { value: 1e4, label: '万' },
    ],
  },
  korean: {
    codes: ['KRW'],
    locale: 'en-US',
    steps: [
      { value: 1e8, label: '억' },
      { value: 1e4, label: '만' },
    ],
  },
  other: {
    codes: [],
    locale: 'en-US',
    steps: [
      { value: 1e9, label: 'B' },
      { value: 1e6, label: 'M' },
      { value: 1e3, label: 'K' },
    ],
  },
} as const satisfies Record<string, { codes: readonly string[]; locale: string; steps: readonly SuffixStep[] }>;

/** Name of a currency family in {@link CURRENCY_FAMILIES}. */
export type CurrencyFamily = keyof typeof CURRENCY_FAMILIES;

// Settings often carry only the symbol, so the unambiguous symbols stand in for a code.
// '¥' is shared by JPY and CNY; JPY is chosen since both use the same steps and only the 1e8 character differs.
const SYMBOL_TO_CODE: Readonly<Record<string, string>> = {
  '₹': 'INR',
  '৳': 'BDT',
  '₨': 'PKR',
  Rs: 'INR',
  'Rs.': 'INR',
  '¥': 'JPY',
  円: 'JPY',
  元: 'CNY',
  '₩': 'KRW',
};

// CJK numeral characters attach to the number as they are written in those languages;
// Latin abbreviations are separated by a space ('₹ 1.25 Cr').
const ATTACHED_LABELS = new Set(['億', '亿', '万', '억', '만']);

/** The currency family a code (or, failing that, a symbol) belongs to; unknown currencies are 'other'. */
export function currencyFamilyOf(currencyCode?: string, currencySymbol?: string): CurrencyFamily {
  const code =
    currencyCode?.trim().toUpperCase() || (currencySymbol ? SYMBOL_TO_CODE[currencySymbol.trim()] : undefined);
  if (!code) return 'other';
  for (const family of Object.keys(CURRENCY_FAMILIES) as CurrencyFamily[]) {
    if ((CURRENCY_FAMILIES[family].codes as readonly string[]).includes(code)) return family;
  }
  return 'other';
}

/** Whether the `number_with_suffix` setting is on: only '1', 1 and true count. */
export function isSuffixEnabled(settingValue: unknown): boolean {
  return settingValue === '1' || settingValue === 1 || settingValue === true;
}

const formatters = new Map<string, Intl.NumberFormat>();

function twoDecimals(value: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}

/** Turns an API amount (number or numeric string, commas allowed as grouping) into a finite number, or null. */
export function parseAmount(amount: number | string | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : null;
  // The API sends plain or en-grouped numbers; a comma is never a decimal separator there.
  const cleaned = amount.trim().replace(/,/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

// The largest step the amount reaches; an amount whose two-decimal display would reach the next
// step moves up, so 99,999 INR reads '1.00 L' rather than '100.00 K'. Plain amounts never move.
function pickStep(abs: number, steps: readonly SuffixStep[]): SuffixStep | undefined {
  const index = steps.findIndex((s) => abs >= s.value);
  const step = steps[index];
  const larger = index > 0 ? steps[index - 1] : undefined;
  if (step && larger && (Math.round((abs / step.value) * 100) / 100) * step.value >= larger.value) {
    return larger;
  }
  return step;
}

/**
 * Formats a price as `symbol number` with two decimals, abbreviated per spec §9 when `withSuffix` is on.
 * Missing, empty or non-numeric amounts give '' so the UI can hide the price rather than show a fake 0.
 */
export function formatPrice(amount: number | string | null | undefined, opts: PriceFormatOptions): string {
  const value = parseAmount(amount);
  if (value === null) return '';

  const family = CURRENCY_FAMILIES[currencyFamilyOf(opts.currencyCode, opts.currencySymbol)];
  const locale = opts.locale ?? family.locale;
  const abs = Math.abs(value);

  let body = twoDecimals(abs, locale);
  if (opts.withSuffix) {
    const step = pickStep(abs, family.steps);
    if (step) {
      const scaled = twoDecimals(abs / step.value, locale);
      body = ATTACHED_LABELS.has(step.label) ? `${scaled}${step.label}` : `${scaled} ${step.label}`;
    }
  }

  // The sign leads the symbol ('-$ 5.00'); an amount that rounds to zero carries no sign.
  const sign = value < 0 && Math.round(abs * 100) !== 0 ? '-' : '';
  const symbol = opts.currencySymbol.trim();
  return symbol ? `${sign}${symbol} ${body}` : `${sign}${body}`;
}
