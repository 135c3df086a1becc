// Fails when `@abode/shared`'s public surface changed without a version bump of the right size
// (docs/decisions/034-an-honest-shared-version.md). The surface is computed from the declaration output of
// the package's entry points and compared with shared/api-surface.txt, recorded at the version it belongs to.
//
//   node scripts/check-shared-version.mjs            check (a step of `./abode test`)
//   node scripts/check-shared-version.mjs --update   after bumping shared/package.json: record the surface
//
// --update refuses to record a surface whose changes the version does not account for, so the snapshot and
// the version can only move together.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  bumpAllows,
  bumped,
  classify,
  currentSurface,
  formatSnapshot,
  parseSnapshot,
} from '../shared/build/api-surface.mjs';
import { ROOT } from './lib.mjs';

const SNAPSHOT = join(ROOT, 'shared', 'api-surface.txt');
const UPDATE = 'node scripts/check-shared-version.mjs --update';
const update = process.argv.includes('--update');

const current = currentSurface();
if (!existsSync(SNAPSHOT)) {
  if (!update) {
    console.error(`No recorded surface (shared/api-surface.txt): run \`${UPDATE}\`.`);
    process.exit(1);
  }
  writeFileSync(SNAPSHOT, formatSnapshot(current));
  console.log(`Recorded the surface of @abode/shared ${current.version} (${current.facts.size} facts).`);
  process.exit(0);
}

const recorded = parseSnapshot(readFileSync(SNAPSHOT, 'utf8'));
const diff = classify(recorded.facts, current.facts);
const list = (label, keys) =>
  keys.length ? `  ${label} (${keys.length}):\n${keys.map((k) => `    ${k}`).join('\n')}\n` : '';
const summary = `${list('added', diff.added)}${list('removed', diff.removed)}${list('changed', diff.changed)}`;

if (!bumpAllows(recorded.version, current.version, diff.bump)) {
  const why =
    diff.bump === 'none'
      ? `its version went down (${recorded.version} → ${current.version})`
      : `its public surface changed (${diff.bump === 'major' ? 'a removal or a changed type' : 'only additions'}) ` +
        `since ${recorded.version}, so it needs a ${diff.bump} bump: set shared/package.json "version" to at ` +
        `least ${bumped(recorded.version, diff.bump)}, then run \`${UPDATE}\``;
  console.error(`@abode/shared ${current.version}: ${why}.\n${summary}`);
  process.exit(1);
}

const stale = diff.bump !== 'none' || recorded.version !== current.version;
if (update) {
  writeFileSync(SNAPSHOT, formatSnapshot(current));
  console.log(
    stale
      ? `Recorded the surface of @abode/shared ${current.version} (${diff.bump} change since ${recorded.version}).\n${summary}`
      : `The surface of @abode/shared ${current.version} is already recorded.`,
  );
} else if (stale) {
  console.error(
    `@abode/shared ${current.version}: the version accounts for the change, but shared/api-surface.txt still ` +
      `records ${recorded.version}: run \`${UPDATE}\` and commit it.\n${summary}`,
  );
  process.exit(1);
} else console.log(`@abode/shared ${current.version}: the public surface matches the recorded one.`);
