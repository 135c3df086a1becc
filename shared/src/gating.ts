import { MESSAGES } from './messages.ts';

/** The package-gated feature types of spec §6. */
export const GATED_FEATURES = [
  'property_list',
  'property_feature',
  'project_list',
  'service_list',
  'project_feature',
  'mortgage_calculator_detail',
  'premium_properties',
  'project_access',
] as const;

/** A package-gated feature type. */
export type GatedFeature = (typeof GATED_FEATURES)[number];

/** The gated types that also count against a package limit (spec §6). */
export const LIMITED_FEATURES = [
  'property_list',
  'property_feature',
  'project_list',
  'service_list',
  'project_feature',
] as const satisfies readonly GatedFeature[];

/** A gated type that also needs `limit_available`. */
export type LimitedFeature = (typeof LIMITED_FEATURES)[number];

/** The server's answer to a package check. */
export interface PackageCheck {
  package_available: boolean;
  feature_available: boolean;
  limit_available: boolean;
}

/** What the UI should do after a package check: go on, or say which of the three refusals applies. */
export type GateOutcome = 'allowed' | 'no-package' | 'no-feature' | 'limit-over';

/** A refused {@link GateOutcome}. */
export type GateRefusal = Exclude<GateOutcome, 'allowed'>;

/** The closed error code the API answers for each refusal (docs/decisions/025). */
export const GATE_CODES = {
  'no-package': 'PACKAGE_REQUIRED',
  'no-feature': 'FEATURE_REQUIRED',
  'limit-over': 'PACKAGE_LIMIT_OVER',
} as const satisfies Record<GateRefusal, string>;

/** The refusal an API error code stands for, or null for any other code. */
export function refusalOfCode(code: unknown): GateRefusal | null {
  for (const [refusal, c] of Object.entries(GATE_CODES)) if (c === code) return refusal as GateRefusal;
  return null;
}

/** Narrows an API string to a {@link GatedFeature}. */
export function isGatedFeature(type: unknown): type is GatedFeature {
  return typeof type === 'string' && (GATED_FEATURES as readonly string[]).includes(type);
}

/** Whether a gated type also needs `limit_available`. */
export function isLimitedFeature(type: GatedFeature): type is LimitedFeature {
  return (LIMITED_FEATURES as readonly string[]).includes(type);
}

/**
 * Spec §6 decision, distinguishing why access is refused: no running package, a running package without the
 * feature, or no units left. Flags must be exactly true; anything else fails closed.
 */
export function gateOutcome(type: GatedFeature, check: PackageCheck): GateOutcome {
  if (check.package_available !== true) return 'no-package';
  if (check.feature_available !== true) return 'no-feature';
  if (isLimitedFeature(type) && check.limit_available !== true) return 'limit-over';
  return 'allowed';
}

/** Spec §6: the five limited types need all three flags; the others need a package with the feature. */
export function isFeatureAllowed(type: GatedFeature, check: PackageCheck): boolean {
  return gateOutcome(type, check) === 'allowed';
}

/** The text for a refused outcome (§8's where it has one), or null when allowed. */
export function gateMessage(outcome: GateOutcome): string | null {
  if (outcome === 'no-package') return MESSAGES.notSubscribed;
  if (outcome === 'no-feature') return MESSAGES.featureNotInPackage;
  if (outcome === 'limit-over') return MESSAGES.packageLimitOver;
  return null;
}
