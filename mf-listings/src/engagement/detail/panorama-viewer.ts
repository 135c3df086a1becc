// The 360° viewer itself: Photo Sphere Viewer (three.js, WebGL 2) over an equirectangular picture. This module
// and its library are loaded only when a visitor opens the viewer (PanoramaDialog.tsx imports it dynamically);
// nothing of it is in the detail page's first-view JavaScript.
import { Viewer } from '@photo-sphere-viewer/core';
import '@photo-sphere-viewer/core/index.css';

/** The viewer's own texts (navbar buttons, notices), in the page's language. */
export interface PanoramaTexts {
  zoom: string;
  zoomIn: string;
  zoomOut: string;
  moveUp: string;
  moveDown: string;
  moveLeft: string;
  moveRight: string;
  fullscreen: string;
  loading: string;
  loadError: string;
  webglError: string;
}

/** What the viewer tells its host. */
export interface PanoramaCallbacks {
  /** The picture is on the sphere and the canvas draws it. */
  onReady: () => void;
  /** The picture could not be shown (it failed to load or decode, or WebGL failed): show the flat picture. */
  onError: () => void;
  /** Where the view looks, in degrees (yaw 0–360, pitch −90–90), after every move. */
  onMove: (yaw: number, pitch: number) => void;
}

const degrees = (radians: number) => Math.round((radians * 180) / Math.PI);

/** Mounts a viewer of `src` in `container`; returns what unmounts it. Failures are reported, never thrown. */
export function mountPanorama(
  container: HTMLElement,
  src: string,
  texts: PanoramaTexts,
  callbacks: PanoramaCallbacks,
): () => void {
  let viewer: Viewer;
  try {
    viewer = new Viewer({
      container,
      panorama: src,
      lang: { ...texts },
      loadingTxt: texts.loading,
      // Zoom and move buttons for those who use neither a mouse nor the keys; fullscreen. No download button
      // (the page links the picture) and no caption (the dialog is titled).
      navbar: ['zoom', 'move', 'fullscreen'],
      // Arrow keys turn, + and − (and Page Up / Page Down) zoom while the dialog is open, not only in fullscreen.
      keyboard: 'always',
      defaultZoomLvl: 30,
      // A quick appearance: the default fades for 1.5 s.
      defaultTransition: { speed: 300, rotation: false, effect: 'fade' },
    });
  } catch {
    callbacks.onError();
    return () => undefined;
  }
  let failed = false;
  viewer.addEventListener('panorama-loaded', () => {
    if (!failed) callbacks.onReady();
  });
  viewer.addEventListener('panorama-error', () => {
    failed = true;
    callbacks.onError();
  });
  viewer.addEventListener('position-updated', ({ position }) => {
    callbacks.onMove((degrees(position.yaw) + 360) % 360, degrees(position.pitch));
  });
  return () => viewer.destroy();
}
