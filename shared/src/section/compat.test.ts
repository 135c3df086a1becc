import { describe, expect, it } from 'vitest';
import { incompatibility } from './compat.ts';
import { isRange, satisfies } from './semver.ts';

// A remote records `requires: ^<the shared it was built against>`; the running shared must satisfy it.
const built = (version: string) => ({ name: 'mf_x', shared: { builtAgainst: version, requires: `^${version}` } });

describe('compatibility by range', () => {
  const running = '1.4.2';
  it('accepts a remote built against an older shared of the same major', () => {
    expect(incompatibility(built('1.1.0'), running)).toBeNull();
    expect(incompatibility(built('1.4.0'), running)).toBeNull();
  });
  it('accepts a remote built against the same shared', () => {
    expect(incompatibility(built('1.4.2'), running)).toBeNull();
  });
  it('refuses a remote built against a newer minor (it may use what this shared lacks)', () => {
    expect(incompatibility(built('1.5.0'), running)).toMatch(/mf_x needs @abode\/shared \^1\.5\.0.*runs 1\.4\.2/);
    expect(incompatibility(built('1.4.3'), running)).not.toBeNull();
  });
  it('refuses a remote built against a newer or older major', () => {
    expect(incompatibility(built('2.0.0'), running)).not.toBeNull();
    expect(incompatibility(built('0.9.0'), running)).not.toBeNull();
  });
});

describe('satisfies', () => {
  it.each([
    ['1.2.3', '^1.2.0', true],
    ['1.2.3', '^1.3.0', false],
    ['2.0.0', '^1.0.0', false],
    ['0.3.5', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['3.0.0', '>=2.1.0', true],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['2.1.0', '^1.0.0 || ^2.0.0', true],
    ['not-a-version', '^1.0.0', false],
    ['1.0.0', 'latest', false],
  ])('%s in %s → %s', (version, range, ok) => {
    expect(satisfies(version, range)).toBe(ok);
  });
  it('knows which ranges it can read', () => {
    expect(isRange('^1.2.0 || >=3.0.0')).toBe(true);
    expect(isRange('latest')).toBe(false);
  });
});
