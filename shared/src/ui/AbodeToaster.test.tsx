// The rendered toaster, not its constants (spec §9): toasts stay 5 s, sit top-right, and a drag past 80 %
// of a toast's width dismisses it.
import { act, render, screen } from '@testing-library/react';
import toast, { type Toast, useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../toast.ts';
import { AbodeToaster, dragDismisses } from './AbodeToaster.tsx';

// What the rendered toaster holds (the page has no layout here, so visibility is read from its store).
let shown: Toast[] = [];
function Probe() {
  shown = useToasterStore().toasts;
  return null;
}

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('AbodeToaster (spec §9)', () => {
  it('shows a toast top-right', () => {
    render(<AbodeToaster />);
    act(() => {
      notify.success('Saved');
    });
    const wrapper = screen.getByTestId('toast').parentElement as HTMLElement;
    expect(wrapper.style.top).toBe('0px');
    expect(wrapper.style.bottom).toBe('');
    expect(wrapper.style.justifyContent).toBe('flex-end');
  });

  // Each kind passes its own options to react-hot-toast (toast.ts), so each kind is timed here, not one.
  it.each(['success', 'error', 'info'] as const)('keeps a toast of kind %s 5 s, then dismisses it', async (kind) => {
    vi.useFakeTimers();
    render(
      <>
        <AbodeToaster />
        <Probe />
      </>,
    );
    act(() => {
      notify[kind]('Could not save');
    });
    const visible = () => shown.find((t) => t.message === 'Could not save')?.visible ?? false;
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(visible()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(visible()).toBe(false);
  });

  it('dismisses a toast dragged 80 % of its width', () => {
    expect(dragDismisses(239, 300)).toBe(false);
    expect(dragDismisses(240, 300)).toBe(true);
    expect(dragDismisses(-240, 300)).toBe(true);
  });
});
