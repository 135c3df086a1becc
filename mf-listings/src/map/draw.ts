// Drawing a search area: a reducer, so clicks on the map, "Add point at map centre" (keyboard and single
// pointer alternative, WCAG 2.5.7) and the list of points with remove buttons all go through one path.
import type { PolygonPoint } from './geo.ts';

/** Mirrors the API's limit (wire POLYGON_MAX_POINTS). */
export const MAX_AREA_POINTS = 100;

export interface DrawState {
  /** Adding points (map clicks add points). */
  drawing: boolean;
  points: PolygonPoint[];
  /** The ring is finished: the area searches. */
  closed: boolean;
}

export type DrawAction =
  | { type: 'start' }
  | { type: 'add'; point: PolygonPoint }
  | { type: 'remove'; index: number }
  | { type: 'undo' }
  | { type: 'finish' }
  | { type: 'cancel' }
  | { type: 'clear' };

export const initialDraw: DrawState = { drawing: false, points: [], closed: false };

/** Points closer than this (degrees, ~1 m) are the same point: a double-click adds two clicks first. */
const SAME = 1e-5;
const same = (a: PolygonPoint, b: PolygonPoint) => Math.abs(a[0] - b[0]) < SAME && Math.abs(a[1] - b[1]) < SAME;

/** Whether the points make a searchable area. */
export const canFinish = (s: DrawState) => s.drawing && s.points.length >= 3;

export function drawReducer(state: DrawState, action: DrawAction): DrawState {
  switch (action.type) {
    case 'start':
      return { drawing: true, points: [], closed: false };
    case 'add': {
      if (!state.drawing || state.points.length >= MAX_AREA_POINTS) return state;
      const [lat, lng] = action.point;
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return state;
      const last = state.points[state.points.length - 1];
      if (last && same(last, action.point)) return state;
      return { ...state, points: [...state.points, [lat, lng]] };
    }
    case 'remove': {
      if (action.index < 0 || action.index >= state.points.length) return state;
      const points = state.points.filter((_, i) => i !== action.index);
      // A finished area that drops below three points is no longer an area: back to drawing.
      if (state.closed && points.length < 3) return { drawing: true, points, closed: false };
      return { ...state, points };
    }
    case 'undo':
      if (!state.drawing || !state.points.length) return state;
      return { ...state, points: state.points.slice(0, -1) };
    case 'finish':
      return canFinish(state) ? { drawing: false, points: state.points, closed: true } : state;
    case 'cancel':
      return state.closed ? state : initialDraw;
    case 'clear':
      return initialDraw;
  }
}
