// The detail page's map: the property's pin on a still map (no accidental scroll-zoom while reading the
// page); a button makes it explorable, the pin's label names the property.

import { Box, Button, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n.ts';
import { useMapEngine } from './useMapEngine.ts';

export function PropertyLocationMapView({
  latitude,
  longitude,
  title,
  height,
}: {
  latitude: number;
  longitude: number;
  title: string;
  height: number;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const engine = useMapEngine(ref, {
    center: { lat: latitude, lng: longitude },
    zoom: 14,
    interactive: false,
    label: t('mapDetailRegion'),
  });
  const [interactive, setInteractive] = useState(false);

  useEffect(() => {
    if (!engine) return;
    engine.setPin({ lat: latitude, lng: longitude, label: title, draggable: false });
    engine.setView({ lat: latitude, lng: longitude }, engine.getView().zoom);
  }, [engine, latitude, longitude, title]);

  useEffect(() => {
    engine?.setInteractive(interactive);
  }, [engine, interactive]);

  return (
    <Stack gap={6} data-testid="property-location-map">
      <Box ref={ref} dir="ltr" h={height} style={{ borderRadius: 8 }} />
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setInteractive((v) => !v)}
        aria-pressed={interactive}
        style={{ alignSelf: 'flex-start' }}
      >
        {interactive ? t('mapLock') : t('mapExplore')}
      </Button>
    </Stack>
  );
}
