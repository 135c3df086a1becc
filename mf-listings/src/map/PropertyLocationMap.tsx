// The small location map of the property detail page. Light on purpose: the map loads in its own chunk
// when the detail page shows it.
import * as React from 'react';

export interface PropertyLocationMapProps {
  latitude: number | string | null | undefined;
  longitude: number | string | null | undefined;
  title: string;
  /** Map height in px (default 260). */
  height?: number;
}

const LocationMap = React.lazy(async () => ({
  default: (await import('./PropertyLocationMapView.tsx')).PropertyLocationMapView,
}));

/** A still map with the property's marker; "Explore the map" makes it pannable and zoomable. */
export function PropertyLocationMap(props: PropertyLocationMapProps) {
  const lat = Number(props.latitude);
  const lng = Number(props.longitude);
  const known =
    props.latitude !== '' &&
    props.latitude != null &&
    props.longitude !== '' &&
    props.longitude != null &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0);
  if (!known) return null;
  return (
    <React.Suspense fallback={<div style={{ height: props.height ?? 260 }} />}>
      <LocationMap latitude={lat} longitude={lng} title={props.title} height={props.height ?? 260} />
    </React.Suspense>
  );
}
