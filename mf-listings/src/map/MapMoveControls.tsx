// The map's own buttons for moving and zooming: the pointer-free way to pan and zoom (with the map's
// arrow and +/− keys), shared by the map page and the location picker.

import { ActionIcon, Group } from '@mantine/core';
import { useT } from '../i18n.ts';
import type { MapEngine } from './engine/types.ts';

/** Degrees one press of a move button pans the map. */
export const PAN_STEP = 0.25;

/** Move (west, north, south, east) and zoom (+, −) buttons for a map engine; disabled-safe while it loads. */
export function MapMoveControls({ engine }: { engine: MapEngine | null }) {
  const t = useT();
  const buttons = [
    { label: t('mapPanWest'), glyph: '←', act: (e: MapEngine) => e.panBy(-PAN_STEP, 0) },
    { label: t('mapPanNorth'), glyph: '↑', act: (e: MapEngine) => e.panBy(0, -PAN_STEP) },
    { label: t('mapPanSouth'), glyph: '↓', act: (e: MapEngine) => e.panBy(0, PAN_STEP) },
    { label: t('mapPanEast'), glyph: '→', act: (e: MapEngine) => e.panBy(PAN_STEP, 0) },
    { label: t('mapZoomIn'), glyph: '+', act: (e: MapEngine) => e.zoomBy(1) },
    { label: t('mapZoomOut'), glyph: '−', act: (e: MapEngine) => e.zoomBy(-1) },
  ];
  return (
    <Group gap={4} role="group" aria-label={t('mapControls')}>
      {buttons.map((b) => (
        <ActionIcon
          key={b.label}
          variant="default"
          size="lg"
          aria-label={b.label}
          onClick={() => {
            if (engine) b.act(engine);
          }}
        >
          <span aria-hidden="true">{b.glyph}</span>
        </ActionIcon>
      ))}
    </Group>
  );
}
