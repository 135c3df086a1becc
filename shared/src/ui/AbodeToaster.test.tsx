import { describe, expect, it } from 'vitest';
import { TOAST_DRAG_DISMISS_RATIO, TOAST_DURATION_MS } from '../toast.ts';
import { dragDismisses } from './AbodeToaster.tsx';

describe('toasts (spec §9)', () => {
  it('last 5 s and dismiss when dragged 80 % of their width', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_DRAG_DISMISS_RATIO).toBe(0.8);
    expect(dragDismisses(239, 300)).toBe(false);
    expect(dragDismisses(240, 300)).toBe(true);
    expect(dragDismisses(-240, 300)).toBe(true);
  });
});
