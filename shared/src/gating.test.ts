import { describe, expect, it } from 'vitest';
import {
  GATE_CODES,
  GATED_FEATURES,
  type GatedFeature,
  gateMessage,
  gateOutcome,
  isFeatureAllowed,
  isGatedFeature,
  isLimitedFeature,
  LIMITED_FEATURES,
  type PackageCheck,
  refusalOfCode,
} from './gating.ts';

const LIMITED = ['property_list', 'property_feature', 'project_list', 'service_list', 'project_feature'] as const;
const UNLIMITED = ['mortgage_calculator_detail', 'premium_properties', 'project_access'] as const;

// All eight combinations of the three flags.
const COMBINATIONS: PackageCheck[] = [false, true].flatMap((package_available) =>
  [false, true].flatMap((feature_available) =>
    [false, true].map((limit_available) => ({ package_available, feature_available, limit_available })),
  ),
);

const label = (c: PackageCheck) =>
  `package=${c.package_available} feature=${c.feature_available} limit=${c.limit_available}`;

describe('feature lists', () => {
  it('lists the eight gated types of spec §6', () => {
    expect(GATED_FEATURES).toEqual([...LIMITED, ...UNLIMITED]);
  });

  it('lists the five limited types', () => {
    expect(LIMITED_FEATURES).toEqual(LIMITED);
    for (const type of LIMITED) expect(isLimitedFeature(type)).toBe(true);
    for (const type of UNLIMITED) expect(isLimitedFeature(type)).toBe(false);
  });

  it('narrows strings to gated types', () => {
    for (const type of GATED_FEATURES) expect(isGatedFeature(type)).toBe(true);
    expect(isGatedFeature('article_list')).toBe(false);
    expect(isGatedFeature(undefined)).toBe(false);
  });
});

describe.each(LIMITED)('%s (needs package, feature and limit)', (type) => {
  it.each(COMBINATIONS.map((c) => [label(c), c] as const))('%s', (_, check) => {
    const allowed = check.package_available && check.feature_available && check.limit_available;
    expect(isFeatureAllowed(type, check)).toBe(allowed);
    const expected = !check.package_available
      ? 'no-package'
      : !check.feature_available
        ? 'no-feature'
        : check.limit_available
          ? 'allowed'
          : 'limit-over';
    expect(gateOutcome(type, check)).toBe(expected);
  });
});

describe.each(UNLIMITED)('%s (needs package and feature only)', (type) => {
  it.each(COMBINATIONS.map((c) => [label(c), c] as const))('%s', (_, check) => {
    const allowed = check.package_available && check.feature_available;
    expect(isFeatureAllowed(type, check)).toBe(allowed);
    const expected = !check.package_available ? 'no-package' : !check.feature_available ? 'no-feature' : 'allowed';
    expect(gateOutcome(type, check)).toBe(expected);
  });
});

describe('explicit cases', () => {
  it('refuses a listing over the limit with the limit message', () => {
    const check = { package_available: true, feature_available: true, limit_available: false };
    expect(gateOutcome('property_list', check)).toBe('limit-over');
    expect(gateMessage(gateOutcome('property_list', check))).toBe(
      'Your Package Limit is Over. Please Purchase Package.',
    );
  });

  it('allows premium properties regardless of the limit', () => {
    const check = { package_available: true, feature_available: true, limit_available: false };
    expect(isFeatureAllowed('premium_properties', check)).toBe(true);
  });

  it('refuses without a package with the subscribe message', () => {
    const check = { package_available: false, feature_available: false, limit_available: false };
    expect(gateMessage(gateOutcome('premium_properties', check))).toBe(
      'You have not subscribed. Please subscribe first',
    );
  });

  it('tells a package without the feature from no package at all', () => {
    const check = { package_available: true, feature_available: false, limit_available: false };
    expect(gateOutcome('project_feature', check)).toBe('no-feature');
    expect(gateMessage('no-feature')).toBe(
      'Your package does not include this feature. Please purchase a package that includes it.',
    );
    expect(gateMessage('no-feature')).not.toBe(gateMessage('no-package'));
  });

  it('maps each refusal to its own API code and back', () => {
    expect(GATE_CODES).toEqual({
      'no-package': 'PACKAGE_REQUIRED',
      'no-feature': 'FEATURE_REQUIRED',
      'limit-over': 'PACKAGE_LIMIT_OVER',
    });
    for (const [refusal, code] of Object.entries(GATE_CODES)) expect(refusalOfCode(code)).toBe(refusal);
    expect(refusalOfCode('FORBIDDEN')).toBeNull();
  });

  it('fails closed on non-boolean flags', () => {
    const sloppy = {
      package_available: 1,
      feature_available: 'true',
      limit_available: true,
    } as unknown as PackageCheck;
    expect(isFeatureAllowed('project_access', sloppy)).toBe(false);
  });

  it('treats an unknown runtime type like an unlimited one', () => {
    const check = { package_available: true, feature_available: true, limit_available: false };
    expect(gateOutcome('something_else' as GatedFeature, check)).toBe('allowed');
  });

  it('has no message when allowed', () => {
    expect(gateMessage('allowed')).toBeNull();
  });
});
