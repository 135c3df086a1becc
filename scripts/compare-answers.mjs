#!/usr/bin/env node
// Compares two records of the API suite's answers (api/test/answer-record.ts): for each test and route present
// in both, the same answers (status, code, message and shape) must have come, as many of each. Prints the differences and the calls
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
/** A message without what differs on every run: the hex names of uploads, uuids, the stamps of fresh rows. */
const masked = (message) =>
  typeof message === 'string' ? message.replace(/[0-9a-f]{8,}(?:-[0-9a-f]{4,})*/gi, '<id>') : message;

// Per test and route, the answers as a multiset: calls a test sends at once (concurrency tests) answer in any
// order, so their index says nothing; what must match is which answers came, and how many of each.
const read = (path) => {
  const map = new Map();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line) continue;
    const r = JSON.parse(line);
    // The dev outbox is polled by tests until a mail arrives: how often says nothing about the API.
    if (r.route === 'GET /api/dev/outbox') continue;
    const key = `${r.test} | ${r.route}`;
    const answer = JSON.stringify([r.status, r.code, masked(r.message), r.shape]);
    map.set(key, [...(map.get(key) ?? []), answer]);
  }
  for (const list of map.values()) list.sort();
  return map;
};
const before = read(beforePath);
const after = read(afterPath);
let same = 0;
const differ = [];
for (const [key, a] of before) {
  const b = after.get(key);
  if (!b) continue;
  const missing = a
    .filter((x, i) => a.indexOf(x) === i)
    .flatMap((x) => {
      const n = a.filter((y) => y === x).length - b.filter((y) => y === x).length;
      return n > 0 ? [`-${n} ${x}`] : [];
    });
  const added = b
    .filter((x, i) => b.indexOf(x) === i)
    .flatMap((x) => {
      const n = b.filter((y) => y === x).length - a.filter((y) => y === x).length;
      return n > 0 ? [`+${n} ${x}`] : [];
    });
  if (missing.length || added.length) differ.push({ key, lines: [...missing, ...added] });
  else same += a.length;
}
const onlyBefore = [...before.keys()].filter((k) => !after.has(k));
const onlyAfter = [...after.keys()].filter((k) => !before.has(k));
const count = (m) => [...m.values()].reduce((n, l) => n + l.length, 0);
console.log(
  `answers: ${count(before)} before, ${count(after)} after, ${same} in groups alike; test×route groups the same: ${before.size - differ.length - onlyBefore.length}, different: ${differ.length}`,
);
console.log(`groups only before: ${onlyBefore.length}; only after: ${onlyAfter.length}`);
for (const k of onlyBefore.slice(0, 20)) console.log(`only before: ${k}`);
for (const k of onlyAfter.slice(0, 20)) console.log(`only after: ${k}`);
for (const d of differ.slice(0, 40)) console.log(`\n${d.key}\n  ${d.lines.map((l) => l.slice(0, 400)).join('\n  ')}`);
process.exit(differ.length ? 1 : 0);
