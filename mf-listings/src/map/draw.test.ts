import { describe, expect, it } from 'vitest';
import { canFinish, type DrawAction, drawReducer, initialDraw, MAX_AREA_POINTS } from './draw.ts';

const run = (...actions: DrawAction[]) => actions.reduce(drawReducer, initialDraw);
const add = (lat: number, lng: number): DrawAction => ({ type: 'add', point: [lat, lng] });

describe('drawing an area', () => {
  it('adds points only while drawing', () => {
    expect(run(add(19, 72)).points).toEqual([]);
    expect(run({ type: 'start' }, add(19, 72), add(19.1, 72)).points).toEqual([
      [19, 72],
      [19.1, 72],
    ]);
  });

  it('needs three points to finish, then searches a closed area', () => {
    const two = run({ type: 'start' }, add(19, 72.8), add(19.1, 72.8));
    expect(canFinish(two)).toBe(false);
    expect(drawReducer(two, { type: 'finish' })).toBe(two);
    const done = drawReducer(drawReducer(two, add(19.1, 72.9)), { type: 'finish' });
    expect(done).toEqual({
      drawing: false,
      closed: true,
      points: [
        [19, 72.8],
        [19.1, 72.8],
        [19.1, 72.9],
      ],
    });
    expect(drawReducer(done, add(20, 73))).toBe(done); // a finished area takes no more clicks
  });

  it('ignores the repeated click of a double-click and points off the globe', () => {
    const s = run({ type: 'start' }, add(19, 72.8), add(19, 72.8), add(91, 72), add(Number.NaN, 1));
    expect(s.points).toEqual([[19, 72.8]]);
  });

  it('removes a listed point; a finished area left with two points goes back to drawing', () => {
    const done = run({ type: 'start' }, add(1, 1), add(2, 2), add(3, 1), { type: 'finish' });
    const removed = drawReducer(done, { type: 'remove', index: 1 });
    expect(removed).toEqual({
      drawing: true,
      closed: false,
      points: [
        [1, 1],
        [3, 1],
      ],
    });
    const four = run({ type: 'start' }, add(1, 1), add(2, 2), add(3, 1), add(4, 4), { type: 'finish' });
    expect(drawReducer(four, { type: 'remove', index: 0 }).closed).toBe(true);
    expect(drawReducer(four, { type: 'remove', index: 9 })).toBe(four);
  });

  it('undoes the last point, cancels and clears', () => {
    const s = run({ type: 'start' }, add(1, 1), add(2, 2));
    expect(drawReducer(s, { type: 'undo' }).points).toEqual([[1, 1]]);
    expect(drawReducer(s, { type: 'cancel' })).toEqual(initialDraw);
    const done = run({ type: 'start' }, add(1, 1), add(2, 2), add(3, 1), { type: 'finish' });
    expect(drawReducer(done, { type: 'cancel' })).toBe(done);
    expect(drawReducer(done, { type: 'clear' })).toEqual(initialDraw);
  });

  it(`stops at ${MAX_AREA_POINTS} points`, () => {
    let s = run({ type: 'start' });
    for (let i = 0; i < MAX_AREA_POINTS + 5; i++) s = drawReducer(s, add(i / 10, i / 10));
    expect(s.points).toHaveLength(MAX_AREA_POINTS);
  });
});
