// Compatibility by range: a remote records the `@abode/shared` version it was built against and the range
// it requires (`^1.4.0`: this contract or a later minor of the same major); the shell refuses a remote
// whose range the running `shared` does not satisfy. Only the range forms the build writes are supported:
// `^x.y.z`, `~x.y.z`, `>=x.y.z`, an exact `x.y.z`, and `a || b`.

/** A parsed `major.minor.patch` (pre-release and build suffixes are ignored). */
export interface Semver {
  major: number;
  minor: number;
  patch: number;
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/** Parse `1.4.2`; null when it is not a version. */
export function parseSemver(text: string): Semver | null {
  const m = VERSION.exec(text.trim());
  return m ? { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) } : null;
}

function compare(a: Semver, b: Semver): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

function satisfiesOne(v: Semver, range: string): boolean | null {
  const r = range.trim();
  const op = /^(\^|~|>=|=)?\s*(.+)$/.exec(r);
  if (!op) return null;
  const base = parseSemver(op[2] ?? '');
  if (!base) return null;
  switch (op[1]) {
    case '^':
      // ^0.y.z allows patches only within 0.y, as npm does: before 1.0 a minor may break.
      if (base.major === 0) return v.major === 0 && v.minor === base.minor && v.patch >= base.patch;
      return v.major === base.major && compare(v, base) >= 0;
    case '~':
      return v.major === base.major && v.minor === base.minor && v.patch >= base.patch;
    case '>=':
      return compare(v, base) >= 0;
    default:
      return compare(v, base) === 0;
  }
}

/** True when `version` satisfies `range`; false for anything unparseable (refuse what we cannot read). */
export function satisfies(version: string, range: string): boolean {
  const v = parseSemver(version);
  if (!v) return false;
  return range.split('||').some((part) => satisfiesOne(v, part) === true);
}

/** True when `range` is one this module can read. */
export function isRange(range: string): boolean {
  return range.split('||').every((part) => satisfiesOne({ major: 0, minor: 0, patch: 0 }, part) !== null);
}
