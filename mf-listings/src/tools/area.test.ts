import { describe, expect, it } from 'vitest';
import {
  AREA_UNIT_LABELS,
  AREA_UNITS,
  type AreaUnit,
  areaPluralCategory,
  BIGHA_DEFINITION,
  convertArea,
  convertAreaToAll,
  convertDistance,
  DISTANCE_UNITS,
  type DistanceUnit,
  formatAreaValue,
  isAreaUnit,
  isDistanceUnit,
  METRES_PER_UNIT,
  SQUARE_METRES_PER_UNIT,
} from './area.ts';

describe('convertDistance', () => {
  it('lists the spec §9 units', () => {
    expect(DISTANCE_UNITS).toEqual(['km', 'm', 'mile', 'yard']);
  });

  it('uses the exact international definitions', () => {
    expect(METRES_PER_UNIT).toEqual({ km: 1000, m: 1, mile: 1609.344, yard: 0.9144 });
    expect(convertDistance(1, 'mile', 'm')).toBe(1609.344);
    expect(convertDistance(1, 'yard', 'm')).toBe(0.9144);
    expect(convertDistance(1, 'km', 'm')).toBe(1000);
    expect(convertDistance(1500, 'm', 'km')).toBe(1.5);
  });

  it('gives exact whole results where the ratio is whole', () => {
    expect(convertDistance(1, 'mile', 'yard')).toBe(1760);
    expect(convertDistance(3520, 'yard', 'mile')).toBe(2);
    expect(convertDistance(1.609344, 'km', 'mile')).toBe(1);
  });

  it('converts the irrational-looking ratios closely', () => {
    expect(convertDistance(1, 'km', 'mile')).toBeCloseTo(0.621371192, 9);
    expect(convertDistance(1, 'm', 'yard')).toBeCloseTo(1.093613298, 9);
  });

  it('returns the value unchanged for the same unit, and round-trips', () => {
    expect(convertDistance(7.25, 'km', 'km')).toBe(7.25);
    for (const from of DISTANCE_UNITS) {
      for (const to of DISTANCE_UNITS) {
        expect(convertDistance(convertDistance(123.456, from, to), to, from)).toBeCloseTo(123.456, 9);
      }
    }
  });

  it('throws a RangeError for an unknown unit', () => {
    expect(() => convertDistance(1, 'furlong' as DistanceUnit, 'm')).toThrow(RangeError);
    expect(() => convertDistance(1, 'm', 'toString' as DistanceUnit)).toThrow('Unknown distance unit: toString');
  });
});

describe('convertArea', () => {
  it('lists the supported units with labels', () => {
    expect(AREA_UNITS).toEqual(['sqft', 'sqm', 'sqyd', 'acre', 'hectare', 'sqkm', 'sqmile', 'cent', 'guntha', 'bigha']);
    expect(AREA_UNIT_LABELS.sqft).toBe('sq ft');
    expect(AREA_UNIT_LABELS.sqmile).toBe('sq mile');
  });

  it('derives every factor from 1 ft = 0.3048 m', () => {
    expect(SQUARE_METRES_PER_UNIT.sqft).toBe(0.09290304);
    expect(SQUARE_METRES_PER_UNIT.sqyd).toBe(0.83612736);
    expect(SQUARE_METRES_PER_UNIT.acre).toBe(4046.8564224);
    expect(SQUARE_METRES_PER_UNIT.sqmile).toBe(2589988.110336);
    expect(SQUARE_METRES_PER_UNIT.cent).toBe(40.468564224);
    expect(SQUARE_METRES_PER_UNIT.guntha).toBe(101.17141056);
    expect(SQUARE_METRES_PER_UNIT.hectare).toBe(10000);
    expect(SQUARE_METRES_PER_UNIT.sqkm).toBe(1e6);
    expect(SQUARE_METRES_PER_UNIT.bigha).toBe(2529.285264);
  });

  it('uses the Rajasthan pucca bigha of 27,225 sq ft (5/8 acre)', () => {
    expect(BIGHA_DEFINITION.sqft).toBe(27225);
    expect(convertArea(1, 'bigha', 'sqft')).toBe(BIGHA_DEFINITION.sqft);
    expect(convertArea(1, 'bigha', 'sqyd')).toBe(3025);
    expect(convertArea(8, 'bigha', 'acre')).toBe(5);
    expect(convertArea(1, 'bigha', 'guntha')).toBe(25);
  });

  it('gives exact results for the defined relations', () => {
    expect(convertArea(1, 'acre', 'sqft')).toBe(43560);
    expect(convertArea(1, 'sqyd', 'sqft')).toBe(9);
    expect(convertArea(1, 'sqmile', 'acre')).toBe(640);
    expect(convertArea(1, 'acre', 'cent')).toBe(100);
    expect(convertArea(1, 'acre', 'guntha')).toBe(40);
    expect(convertArea(1, 'guntha', 'sqyd')).toBe(121);
    expect(convertArea(1, 'guntha', 'sqft')).toBe(1089);
    expect(convertArea(1, 'cent', 'sqft')).toBe(435.6);
    expect(convertArea(1, 'hectare', 'sqm')).toBe(10000);
    expect(convertArea(1, 'sqkm', 'hectare')).toBe(100);
    expect(convertArea(87120, 'sqft', 'acre')).toBe(2);
  });

  it('converts metric to imperial closely', () => {
    expect(convertArea(1, 'sqm', 'sqft')).toBeCloseTo(10.7639104167, 9);
    expect(convertArea(1, 'hectare', 'acre')).toBeCloseTo(2.4710538147, 9);
    expect(convertArea(1, 'sqmile', 'sqkm')).toBeCloseTo(2.589988110336, 12);
    expect(convertArea(1000, 'sqft', 'sqm')).toBeCloseTo(92.90304, 10);
  });

  it('returns the value unchanged for the same unit, and round-trips', () => {
    expect(convertArea(3.3, 'cent', 'cent')).toBe(3.3);
    for (const from of AREA_UNITS) {
      for (const to of AREA_UNITS) {
        const back = convertArea(convertArea(250, from, to), to, from);
        expect(Math.abs(back - 250) / 250).toBeLessThan(1e-12);
      }
    }
  });

  it('throws a RangeError for an unknown unit', () => {
    expect(() => convertArea(1, 'kanal' as AreaUnit, 'sqft')).toThrow('Unknown area unit: kanal');
    expect(() => convertArea(1, 'sqft', 'constructor' as AreaUnit)).toThrow(RangeError);
  });
});

describe('convertAreaToAll', () => {
  it('gives the value in every unit, in unit order', () => {
    const rows = convertAreaToAll(1, 'acre');
    expect(rows.map((r) => r.unit)).toEqual([...AREA_UNITS]);
    expect(rows.find((r) => r.unit === 'sqft')?.value).toBe(43560);
    expect(rows.find((r) => r.unit === 'acre')?.value).toBe(1);
    expect(rows.find((r) => r.unit === 'hectare')?.value).toBeCloseTo(0.40468564224, 12);
  });

  it('gives zeros for zero', () => {
    expect(convertAreaToAll(0, 'sqm').every((r) => r.value === 0)).toBe(true);
  });
});

describe('formatAreaValue', () => {
  it('groups thousands and keeps at most 4 decimals for values of 1 and more', () => {
    expect(formatAreaValue(43560)).toBe('43,560');
    expect(formatAreaValue(10.76391041671)).toBe('10.7639');
    expect(formatAreaValue(2589988.110336)).toBe('2,589,988.1103');
  });

  it('keeps 6 significant digits for small values, and 0 as 0', () => {
    expect(formatAreaValue(1 / 43560)).toBe('0.0000229568');
    expect(formatAreaValue(0)).toBe('0');
  });

  it('is empty for a non-finite value', () => {
    expect(formatAreaValue(Number.NaN)).toBe('');
    expect(formatAreaValue(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('unit guards', () => {
  it('accept only the listed units', () => {
    expect(isDistanceUnit('mile')).toBe(true);
    expect(isDistanceUnit('miles')).toBe(false);
    expect(isDistanceUnit(1)).toBe(false);
    expect(isAreaUnit('guntha')).toBe(true);
    expect(isAreaUnit('bigha')).toBe(true);
    expect(isAreaUnit('sq ft')).toBe(false);
    expect(isAreaUnit(null)).toBe(false);
  });
});

describe('areaPluralCategory', () => {
  it('counts the value as it is written, not as it is stored', () => {
    expect(areaPluralCategory(1)).toBe('one');
    expect(areaPluralCategory(1.00000004)).toBe('one');
    expect(areaPluralCategory(43560)).toBe('other');
    expect(areaPluralCategory(0.5)).toBe('other');
  });

  it('follows the language’s own categories, and English for an unknown tag', () => {
    expect(areaPluralCategory(2, 'ar')).toBe('two');
    expect(areaPluralCategory(3, 'ar')).toBe('few');
    expect(areaPluralCategory(11, 'ar')).toBe('many');
    expect(areaPluralCategory(1, 'not a locale!')).toBe('one');
  });
});
