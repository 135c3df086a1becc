// The version rule of docs/decisions/034: the surface is read from declaration text, and a change is sized
// by what it does to that surface.
import { describe, expect, it } from 'vitest';
import { bumpAllows, bumped, classify, formatSnapshot, parseSnapshot, surfaceOfDeclarations } from './api-surface.mjs';

const BASE = `
export interface Listing { id: number; title: string; }
export declare class ApiError extends Error {
  #private;
  readonly code: string;
  private hidden;
  constructor(code: string, message: string);
}
export declare function price(amount: number): string;
export type Kind = 'sale' | 'rent';
`;

/** The surface of one entry `.` whose declarations are `index`, plus a `./wire` entry re-exporting part of it. */
function surface(index: string, wire = `export { type Listing, price } from './index.ts';`) {
  const files = new Map([
    ['/pkg/index.d.ts', index],
    ['/pkg/wire.d.ts', wire],
  ]);
  return surfaceOfDeclarations(files, [
    { name: '.', file: '/pkg/index.d.ts' },
    { name: './wire', file: '/pkg/wire.d.ts' },
  ]);
}

describe('the public surface', () => {
  it('has one fact per export and per public member, re-exports included', () => {
    expect([...surface(BASE).keys()]).toEqual([
      '. ApiError',
      '. ApiError.code',
      '. ApiError.constructor',
      '. Kind',
      '. Listing',
      '. Listing.id',
      '. Listing.title',
      '. price',
      './wire Listing',
      './wire Listing.id',
      './wire Listing.title',
      './wire price',
    ]);
    expect(surface(BASE).get('. price')).toBe('export declare function price(amount: number): string');
  });

  it('does not change when only private members, comments or layout change', () => {
    const reworded = BASE.replace('private hidden;', 'private hidden2;\n  /** why */').replace(
      'id: number;',
      'id:   number;\n',
    );
    expect(classify(surface(BASE), surface(reworded)).bump).toBe('none');
  });

  it('does not count a type reached through another file as a change (import("…") qualifiers)', () => {
    const before = surface(`export declare const home: import("./a.ts").Listing;\n${BASE}`);
    const after = surface(`export declare const home: import("./b/a.ts").Listing;\n${BASE}`);
    expect(classify(before, after).bump).toBe('none');
  });
});

describe('classify: the bump a change needs', () => {
  const before = surface(BASE);

  it('the same surface needs none', () => {
    expect(classify(before, surface(BASE))).toEqual({ added: [], removed: [], changed: [], bump: 'none' });
  });

  it('an added export is a minor', () => {
    const diff = classify(before, surface(`${BASE}\nexport declare const LIMIT = 10;`));
    expect(diff).toMatchObject({ added: ['. LIMIT'], removed: [], changed: [], bump: 'minor' });
  });

  it('an added member is a minor', () => {
    const diff = classify(before, surface(BASE.replace('title: string;', 'title: string; slug?: string;')));
    expect(diff).toMatchObject({ added: ['. Listing.slug', './wire Listing.slug'], bump: 'minor' });
  });

  it('a removed export is a major, even with additions beside it', () => {
    const diff = classify(before, surface(`${BASE.replace(/export type Kind.*\n/, '')}\nexport type Mode = 1;`));
    expect(diff).toMatchObject({ added: ['. Mode'], removed: ['. Kind'], bump: 'major' });
  });

  it('a removed member is a major', () => {
    expect(classify(before, surface(BASE.replace('title: string;', ''))).bump).toBe('major');
  });

  it('a changed type is a major', () => {
    const diff = classify(before, surface(BASE.replace("'sale' | 'rent'", "'sale' | 'rent' | 'lease'")));
    expect(diff).toMatchObject({ changed: ['. Kind'], bump: 'major' });
    const signature = classify(before, surface(BASE.replace('amount: number', 'amount: bigint')));
    expect(signature.changed).toEqual(['. price', './wire price']);
  });

  it('an export leaving an entry point is a removal from that entry point', () => {
    const diff = classify(before, surface(BASE, `export { type Listing } from './index.ts';`));
    expect(diff).toMatchObject({ removed: ['./wire price'], bump: 'major' });
  });
});

describe('the version a change needs', () => {
  it('a major needs the major number up', () => {
    expect(bumped('2.4.1', 'major')).toBe('3.0.0');
    expect(bumpAllows('2.4.1', '3.0.0', 'major')).toBe(true);
    expect(bumpAllows('2.4.1', '2.5.0', 'major')).toBe(false);
  });

  it('a minor needs the minor number up, or the major', () => {
    expect(bumped('2.4.1', 'minor')).toBe('2.5.0');
    expect(bumpAllows('2.4.1', '2.5.0', 'minor')).toBe(true);
    expect(bumpAllows('2.4.1', '3.0.0', 'minor')).toBe(true);
    expect(bumpAllows('2.4.1', '2.4.2', 'minor')).toBe(false);
  });

  it('no change needs no bump, but the version never goes down', () => {
    expect(bumpAllows('2.4.1', '2.4.1', 'none')).toBe(true);
    expect(bumpAllows('2.4.1', '2.4.2', 'none')).toBe(true);
    expect(bumpAllows('2.4.1', '2.3.9', 'none')).toBe(false);
  });
});

describe('the snapshot file', () => {
  it('reads back what it wrote, version included', () => {
    const facts = surface(BASE);
    expect(parseSnapshot(formatSnapshot({ version: '2.0.0', facts }))).toEqual({ version: '2.0.0', facts });
  });
});
