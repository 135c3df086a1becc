// The small location map of the property detail page. Light on purpose: the map's chunk (and the base map's
// data) load only when the map comes near the viewport, so a visitor who never scrolls there pays nothing.
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

/** True once the element has come within `margin` of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(ref: React.RefObject<HTMLElement | null>, margin = '150px'): boolean {
  const [near, setNear] = React.useState(() => typeof IntersectionObserver === 'undefined');
  React.useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}

/** A still map with the property's marker; "Explore the map" makes it pannable and zoomable. */
export function PropertyLocationMap(props: PropertyLocationMapProps) {
  const placeholder = React.useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
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
  const height = props.height ?? 260;
  if (!near) return <div ref={placeholder} style={{ height }} data-testid="location-map-placeholder" />;
  return (
    <React.Suspense fallback={<div style={{ height }} />}>
      <LocationMap latitude={lat} longitude={lng} title={props.title} height={height} />
    </React.Suspense>
  );
}
