// Where the listing is: the address, the map part's location map, the coordinates and a link to open
// them in a map service (also the way there without the map).
import { fill } from '@abode/shared';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n.ts';
import { PropertyLocationMap } from '../../map/PropertyLocationMap.tsx';

/** The location section of the detail page. */
export function PropertyLocation({
  title,
  place,
  latitude,
  longitude,
}: {
  title: string;
  place: string;
  latitude: number | null;
  longitude: number | null;
}) {
  const t = useT();
  const has = latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude);
  if (!place && !has) return null;
  return (
    <section aria-labelledby="location-h" data-testid="property-location">
      <Stack gap="xs">
        <Title order={2} size="h3" id="location-h">
          {t('location')}
        </Title>
        {place && <Text dir="auto">{place}</Text>}
        {has && latitude !== null && longitude !== null && (
          <>
            <PropertyLocationMap latitude={latitude} longitude={longitude} title={title} />
            <Text size="sm" c="dimmed">
              {fill(t('engCoordinates'), { latitude: latitude.toFixed(5), longitude: longitude.toFixed(5) })}
            </Text>
            <Anchor
              href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="open-in-maps"
            >
              {t('engOpenInMaps')}
            </Anchor>
          </>
        )}
      </Stack>
    </section>
  );
}
