// The one toaster (spec §9): top-right, 5 s, and a toast dragged sideways past 80 % of its width is
// dismissed; released earlier it springs back.

import { TOAST_DRAG_DISMISS_RATIO, TOAST_DURATION_MS } from '@abode/shared/core';
import { type PointerEvent, useRef, useState } from 'react';
import toast, { type Toast, ToastBar, Toaster } from 'react-hot-toast';

/** Whether a drag of `dx` pixels on a toast `width` wide dismisses it. */
export function dragDismisses(dx: number, width: number): boolean {
  return width > 0 && Math.abs(dx) >= width * TOAST_DRAG_DISMISS_RATIO;
}

function DraggableToast({ t }: { t: Toast }) {
  const [dx, setDx] = useState(0);
  const start = useRef<{ x: number; width: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = { x: e.clientX, width: e.currentTarget.getBoundingClientRect().width };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current) setDx(e.clientX - start.current.x);
  };
  const onPointerUp = () => {
    if (start.current && dragDismisses(dx, start.current.width)) toast.dismiss(t.id);
    start.current = null;
    setDx(0);
  };
  return (
    <div
      data-testid="toast"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      style={{
        transform: `translateX(${dx}px)`,
        opacity: start.current ? Math.max(0.2, 1 - Math.abs(dx) / (start.current.width || 1)) : 1,
        transition: start.current ? 'none' : 'transform 150ms ease, opacity 150ms ease',
        touchAction: 'pan-y',
        cursor: 'grab',
      }}
    >
      <ToastBar toast={t} />
    </div>
  );
}

/** The product's toaster; render it once (the shell, or a standalone remote). */
export function AbodeToaster() {
  return (
    // Below the sticky header (60 px), so a toast never covers the language or account menus.
    <Toaster position="top-right" containerStyle={{ top: 72 }} toastOptions={{ duration: TOAST_DURATION_MS }}>
      {(t) => <DraggableToast t={t} />}
    </Toaster>
  );
}
