// Every web app's production build type-checks first (docs/decisions/034): rspack strips types without
// checking them, so without tsc a type error would reach the bundle.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const apps = readdirSync(root).filter((d) => d === 'shell' || d.startsWith('mf-'));

describe('the build of every web app', () => {
  it('finds the shell and the sections', () => {
    expect(apps).toContain('shell');
    expect(apps.filter((a) => a.startsWith('mf-')).length).toBeGreaterThan(0);
  });

  it.each(apps)('%s runs tsc --noEmit before rspack build', (app) => {
    const { scripts } = JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8'));
    expect(scripts.build).toBe('tsc --noEmit -p . && rspack build');
  });
});
