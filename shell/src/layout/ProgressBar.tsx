// The top progress bar shown during route changes (spec §2).
import { useAtomValue } from 'jotai';
import { progressAtom } from './progress.ts';

/** A thin bar across the top of the page while a route loads. */
export function ProgressBar() {
  const state = useAtomValue(progressAtom);
  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Page loading"
      data-testid="route-progress"
      data-state={state}
      style={{
        position: 'fixed',
        insetInlineStart: 0,
        top: 0,
        height: 3,
        zIndex: 2000,
        background: 'var(--mantine-color-brand-6)',
        width: state === 'running' ? '80%' : '100%',
        opacity: state === 'running' ? 1 : 0,
        transition:
          state === 'running'
            ? 'width 8s cubic-bezier(0.1, 0.7, 0.2, 1)'
            : 'width 150ms ease, opacity 300ms ease 150ms',
      }}
    />
  );
}
