// The markers map's frame: the map's box (always its full height, so nothing moves when the map arrives)
// and the control panel under it. Shown empty while the map's chunk loads, then around the map itself.
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useT } from '../i18n.ts';
import type { MapEngine } from './engine/types.ts';
import { MapMoveControls } from './MapMoveControls.tsx';
import type { MapHeight } from './MarkersMap.tsx';

/** The map's height when the page does not say. */
export const DEFAULT_MAP_HEIGHT: MapHeight = { base: 420, md: 560 };

/** The map's box with its loading note, and the control panel (move and zoom buttons, the page's own). */
export function MapFrame({
  engine,
  height = DEFAULT_MAP_HEIGHT,
  toolbar,
  panel,
  mapRef,
}: {
  engine: MapEngine | null;
  height?: MapHeight | undefined;
  toolbar?: ReactNode;
  panel?: ReactNode;
  mapRef?: Ref<HTMLDivElement>;
}) {
  const t = useT();
  return (
    <Stack gap="xs" data-testid="markers-map">
      <Box pos="relative">
        {/* The map draws left to right in every language (north up, east right). */}
        <Box ref={mapRef} dir="ltr" h={height} data-testid="map-canvas" style={{ borderRadius: 8 }} />
        {!engine && (
          <Text pos="absolute" top="45%" w="100%" ta="center" c="dimmed" aria-live="polite">
            {t('mapLoading')}
          </Text>
        )}
      </Box>
      <Paper withBorder p="sm" component="section" aria-label={t('mapControls')}>
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <MapMoveControls engine={engine} />
            {toolbar}
          </Group>
          {panel}
        </Stack>
      </Paper>
    </Stack>
  );
}
