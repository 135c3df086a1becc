// Toasts of spec §9: 5 s, top-right. Remotes call `notify`, never react-hot-toast directly, so the
// policy (duration, de-duplication) lives in one place; the shell renders the one <AbodeToaster/>.
import toast from 'react-hot-toast';

/** How long a toast stays (spec §9). */
export const TOAST_DURATION_MS = 5000;
/** Dragging a toast this fraction of its width dismisses it (spec §9). */
export const TOAST_DRAG_DISMISS_RATIO = 0.8;

/** Show toasts; identical messages shown at once collapse into one (ids are the text). */
export const notify = {
  success: (message: string) => toast.success(message, { id: `ok:${message}`, duration: TOAST_DURATION_MS }),
  error: (message: string) => toast.error(message, { id: `err:${message}`, duration: TOAST_DURATION_MS }),
  info: (message: string) => toast(message, { id: `info:${message}`, duration: TOAST_DURATION_MS }),
  dismiss: (id?: string) => toast.dismiss(id),
};
