// The top progress bar's state: route changes start it, a page announcing it has rendered ends it.

import { abodeStore } from '@abode/shared';
import { atom } from 'jotai';

/** 'idle' (hidden), 'running' (growing) or 'done' (filling, then fading). */
export const progressAtom = atom<'idle' | 'running' | 'done'>('idle');

let doneTimer: ReturnType<typeof setTimeout> | undefined;

/** Start the bar (a route change began). */
export function startProgress() {
  clearTimeout(doneTimer);
  abodeStore.set(progressAtom, 'running');
}

/** Finish the bar (the page rendered). */
export function finishProgress() {
  if (abodeStore.get(progressAtom) !== 'running') return;
  abodeStore.set(progressAtom, 'done');
  doneTimer = setTimeout(() => abodeStore.set(progressAtom, 'idle'), 300);
}
