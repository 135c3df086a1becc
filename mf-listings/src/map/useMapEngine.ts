// Puts a map engine into a container: Google Maps when the site has a browser key (web-settings
// `maps_browser_key`) and it loads, else the built-in offline map. Engines are separate lazy chunks.
import { settingsQueries, useDirection, userIdAtom } from '@abode/shared';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n.ts';
import type { EngineOptions, MapEngine } from './engine/types.ts';
import type { LatLng } from './geo.ts';

/** The Google Maps browser key of the site ('' = none), and whether the settings have answered. */
export function useMapsKey(): { key: string; settled: boolean } {
  const settings = useQuery(settingsQueries.web(useAtomValue(userIdAtom)));
  const key = settings.data?.data?.maps_browser_key;
  return { key: typeof key === 'string' ? key.trim() : '', settled: !settings.isPending };
}

export interface MapInit {
  center: LatLng;
  zoom: number;
  interactive: boolean;
  /** The engine's own zoom buttons (default on; off where the page puts its own controls beside the map). */
  zoomControl?: boolean;
  /** The map region's accessible name. */
  label: string;
}

/** The engine shown in `ref` (null while it loads). The initial view is read once. */
export function useMapEngine(ref: RefObject<HTMLDivElement | null>, init: MapInit): MapEngine | null {
  const t = useT();
  const { code } = useDirection();
  const { key, settled } = useMapsKey();
  const [engine, setEngine] = useState<MapEngine | null>(null);
  const first = useRef({ init, t, code });

  useEffect(() => {
    const el = ref.current;
    if (!settled || !el) return;
    const { init: i, t: tr, code: lang } = first.current;
    const opts: EngineOptions = {
      center: i.center,
      zoom: i.zoom,
      interactive: i.interactive,
      zoomControl: i.zoomControl ?? true,
      apiKey: key,
      labels: { map: i.label, zoomIn: tr('mapZoomIn'), zoomOut: tr('mapZoomOut'), closePopup: tr('mapClosePopup') },
    };
    let cancelled = false;
    let made: MapEngine | null = null;
    (async () => {
      let e: MapEngine | null = null;
      if (key) {
        try {
          e = await (await import('./engine/google.ts')).createGoogleEngine(el, opts, lang);
        } catch {
          e = null; // Google unreachable or the key refused: the built-in map.
        }
      }
      if (cancelled) return e?.destroy();
      e ??= (await import('./engine/leaflet.ts')).createLeafletEngine(el, opts);
      if (cancelled) return e.destroy();
      made = e;
      setEngine(e);
    })();
    return () => {
      cancelled = true;
      made?.destroy();
      setEngine(null);
    };
  }, [ref, settled, key]);

  return engine;
}
