#!/usr/bin/env node
// Compares two records of the API suite's answers (api/test/answer-record.ts): for each test, route and call
// index present in both, the status, code, message and shape must be equal. Prints the differences and the calls
// only one side made; exit code 1 when any answer differs.
//   ABODE_RECORD_ANSWERS=/tmp/before.jsonl pnpm --filter api exec vitest run   (on the old commit)
//   ABODE_RECORD_ANSWERS=/tmp/after.jsonl pnpm --filter api exec vitest run    (on the new one)
//   node scripts/compare-answers.mjs /tmp/before.jsonl /tmp/after.jsonl
import { readFileSync } from 'node:fs';

const [beforePath, afterPath] = process.argv.slice(2);
if (!beforePath || !afterPath) {
  console.error('usage: node scripts/compare-answers.mjs BEFORE.jsonl AFTER.jsonl');
  process.exit(2);
}
const read = (path) => {
  const map = new Map();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line) continue;
    const r = JSON.parse(line);
    map.set(`${r.test} | ${r.route} #${r.n}`, r);
  }
  return map;
};
const before = read(beforePath);
const after = read(afterPath);
let same = 0;
const differ = [];
for (const [key, a] of before) {
  const b = after.get(key);
  if (!b) continue;
  const fields = ['status', 'code', 'message', 'shape'].filter((f) => a[f] !== b[f]);
  if (fields.length) differ.push({ key, fields: Object.fromEntries(fields.map((f) => [f, [a[f], b[f]]])) });
  else same++;
}
const onlyBefore = [...before.keys()].filter((k) => !after.has(k));
const onlyAfter = [...after.keys()].filter((k) => !before.has(k));
console.log(`answers compared: ${same + differ.length}; the same: ${same}; different: ${differ.length}`);
console.log(`calls only before: ${onlyBefore.length}; only after: ${onlyAfter.length}`);
for (const d of differ.slice(0, 50)) console.log(`\n${d.key}\n${JSON.stringify(d.fields, null, 1)}`);
process.exit(differ.length ? 1 : 0);
