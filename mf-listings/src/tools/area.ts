/** Distance units of spec §9 ("Area units: km, m, mile, yard"), used for nearby-place distances. */
export const DISTANCE_UNITS = ['km', 'm', 'mile', 'yard'] as const;

/** A distance unit accepted by {@link convertDistance}. */
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/**
 * Area units accepted by {@link convertArea}: the square forms of the spec §9 units (sq km, sq m, sq mile,
 * sq yard), the usual sq ft, acre and hectare, and the Indian land units cent, guntha and bigha.
 */
export const AREA_UNITS = [
  'sqft',
  'sqm',
  'sqyd',
  'acre',
  'hectare',
  'sqkm',
  'sqmile',
  'cent',
  'guntha',
  'bigha',
] as const;

/** An area unit accepted by {@link convertArea}. */
export type AreaUnit = (typeof AREA_UNITS)[number];

// Exact decimal definitions, kept as strings so they can be turned into exact fractions.
// International yard and pound agreement (1959): 1 yd = 0.9144 m, 1 ft = 0.3048 m, 1 mi = 1760 yd.
const METRES: Readonly<Record<DistanceUnit, string>> = {
  km: '1000',
  m: '1',
  mile: '1609.344',
  yard: '0.9144',
};

// Square metres per unit, all derived from 1 ft = 0.3048 m:
// sqft = 0.3048², sqyd = 0.9144², acre = 43,560 sqft, sqmile = 640 acres (1609.344²),
// cent = 1/100 acre (435.6 sqft), guntha = 1/40 acre (121 sqyd = 1089 sqft), hectare = 100 m × 100 m.
// The bigha differs from state to state; ours is the Rajasthan "pucca" bigha of 165 ft × 165 ft
// = 27,225 sqft = 3,025 sqyd = 5/8 acre (see BIGHA_DEFINITION).
const SQUARE_METRES: Readonly<Record<AreaUnit, string>> = {
  sqft: '0.09290304',
  sqm: '1',
  sqyd: '0.83612736',
  acre: '4046.8564224',
  hectare: '10000',
  sqkm: '1000000',
  sqmile: '2589988.110336',
  cent: '40.468564224',
  guntha: '101.17141056',
  bigha: '2529.285264',
};

/** Metres in one unit of each distance unit (exact by definition). */
export const METRES_PER_UNIT: Readonly<Record<DistanceUnit, number>> = toNumbers(METRES);

/** Square metres in one unit of each area unit (exact by definition). */
export const SQUARE_METRES_PER_UNIT: Readonly<Record<AreaUnit, number>> = toNumbers(SQUARE_METRES);

/** Display labels for the area units. */
export const AREA_UNIT_LABELS: Readonly<Record<AreaUnit, string>> = {
  sqft: 'sq ft',
  sqm: 'sq m',
  sqyd: 'sq yd',
  acre: 'acre',
  hectare: 'hectare',
  sqkm: 'sq km',
  sqmile: 'sq mile',
  cent: 'cent',
  guntha: 'guntha',
  bigha: 'bigha',
};

/** Which bigha {@link convertArea} uses: it varies by state, so the interface states it. */
export const BIGHA_DEFINITION = { region: 'Rajasthan (pucca bigha)', sqft: 27225 } as const;

function toNumbers<K extends string>(table: Readonly<Record<K, string>>): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const key of Object.keys(table) as K[]) out[key] = Number(table[key]);
  return out;
}

type Fraction = { num: bigint; den: bigint };

function decimalToFraction(decimal: string): Fraction {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return { num: BigInt(whole + fraction), den: 10n ** BigInt(fraction.length) };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

// The from/to ratio is reduced exactly before any floating-point step, so conversions whose
// exact ratio is a whole number (acre → sqft = 43,560) or short fraction stay exact.
function exactRatio(from: string, to: string): { num: number; den: number } {
  const f = decimalToFraction(from);
  const t = decimalToFraction(to);
  const num = f.num * t.den;
  const den = f.den * t.num;
  const divisor = gcd(num, den);
  return { num: Number(num / divisor), den: Number(den / divisor) };
}

function convert<U extends string>(
  value: number,
  from: U,
  to: U,
  table: Readonly<Record<U, string>>,
  kind: string,
): number {
  if (!Object.hasOwn(table, from)) throw new RangeError(`Unknown ${kind} unit: ${String(from)}`);
  if (!Object.hasOwn(table, to)) throw new RangeError(`Unknown ${kind} unit: ${String(to)}`);
  if (from === to) return value;
  const { num, den } = exactRatio(table[from], table[to]);
  return (value * num) / den;
}

/** Converts a distance between km, m, mile and yard; throws a RangeError for an unknown unit. */
export function convertDistance(value: number, from: DistanceUnit, to: DistanceUnit): number {
  return convert(value, from, to, METRES, 'distance');
}

/** Converts an area between the units of {@link AREA_UNITS}; throws a RangeError for an unknown unit. */
export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  return convert(value, from, to, SQUARE_METRES, 'area');
}

/** Narrows an API string to a {@link DistanceUnit}. */
export function isDistanceUnit(unit: unknown): unit is DistanceUnit {
  return typeof unit === 'string' && (DISTANCE_UNITS as readonly string[]).includes(unit);
}

/** Narrows an API string to an {@link AreaUnit}. */
export function isAreaUnit(unit: unknown): unit is AreaUnit {
  return typeof unit === 'string' && (AREA_UNITS as readonly string[]).includes(unit);
}

/** One row of {@link convertAreaToAll}. */
export interface AreaConversion {
  unit: AreaUnit;
  value: number;
}

/** A value in every area unit, in {@link AREA_UNITS} order (the source unit included). */
export function convertAreaToAll(value: number, from: AreaUnit): AreaConversion[] {
  return AREA_UNITS.map((unit) => ({ unit, value: convertArea(value, from, unit) }));
}

/**
 * An area value for display: whole-ish numbers with up to 4 decimals, small ones with 6 significant
 * digits (so 0.0000229568 acre stays readable), grouped for the locale; "" for a non-finite value.
 */
export function formatAreaValue(value: number, locale = 'en'): string {
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, areaDigits(value)).format(value);
}

function areaDigits(value: number): Intl.NumberFormatOptions {
  const small = value !== 0 && Math.abs(value) < 1;
  return small ? { maximumSignificantDigits: 6 } : { maximumFractionDigits: 4 };
}

/**
 * The plural category ('one', 'two', 'few', 'many', 'other', 'zero') of a value as {@link formatAreaValue} writes
 * it, so a value shown as "1" reads "1 acre" even when it is 1.00000004; an unknown language tag counts as English.
 */
export function areaPluralCategory(value: number, locale = 'en'): Intl.LDMLPluralRule {
  try {
    return new Intl.PluralRules(locale, areaDigits(value)).select(value);
  } catch {
    return new Intl.PluralRules('en', areaDigits(value)).select(value);
  }
}
