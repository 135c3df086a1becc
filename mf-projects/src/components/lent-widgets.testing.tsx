// Test support for the borrowed map widgets: a stand-in listings section that lends them, and a stand-in for the
// shell's widget host that draws them as plain controls, so a test sees what this section hands the lender and
// can play the user's part (move the map, press a marker, pick a place) without the lender's code.
import {
  defineSection,
  type LocationPickerWidgetProps,
  type LocationResult,
  type MarkersMapWidgetProps,
  WidgetHostProvider,
  type WidgetMarker,
} from '@abode/shared';
import type { MapBounds } from '@abode/shared/wire';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The listings section as far as these tests need it: running, lending the two map widgets. */
export const lendingListings = defineSection({
  name: 'mf_listings',
  pages: { map: '/properties-on-map' },
  texts: { en: {} },
  widgets: {
    MarkersMap: { module: './MarkersMap' },
    LocationPicker: { module: './LocationPicker' },
  },
});

/** The first view the stand-in map reports: around Pune. */
export const START_BOUNDS: MapBounds = { min_lat: 18.2, max_lat: 18.8, min_lng: 73.5, max_lng: 74.2 };

/** What the stand-in widgets were last given, and the user's moves on them. */
export const lent = {
  map: null as MarkersMapWidgetProps | null,
  picker: null as LocationPickerWidgetProps | null,
  /** Moves the map: the lender reports the new box. */
  moveTo(bounds: MapBounds) {
    lent.map?.onBoundsChange?.(bounds);
  },
  /** Picks a place on the picker, as its reverse geocoding hands it over. */
  pick(location: LocationResult) {
    lent.picker?.onChange(location);
  },
  reset() {
    lent.map = null;
    lent.picker = null;
  },
};

function StubMarkersMap(props: MarkersMapWidgetProps) {
  lent.map = props;
  const [open, setOpen] = useState<WidgetMarker | null>(null);
  // The real map reports its first view once, when it is ready.
  const first = useRef(props.onBoundsChange);
  useEffect(() => {
    first.current?.(START_BOUNDS);
  }, []);
  return (
    <section aria-label={props.label} data-testid="stub-markers-map">
      {props.markers.map((m) => (
        <button key={m.id} type="button" aria-label={m.label} onClick={() => setOpen(m)} />
      ))}
      {open && <div data-testid="map-popup">{props.renderPopup?.(open)}</div>}
    </section>
  );
}

function StubLocationPicker(props: LocationPickerWidgetProps) {
  lent.picker = props;
  return (
    <div data-testid="location-picker">{props.value ? `${props.value.latitude},${props.value.longitude}` : ''}</div>
  );
}

/** The shell's widget host, standing in: the lent map widgets as above, nothing else. */
function StubWidgetHost({ section, widget, props }: { section: string; widget: string; props: object }) {
  if (section !== 'mf_listings') return null;
  if (widget === 'MarkersMap') return <StubMarkersMap {...(props as MarkersMapWidgetProps)} />;
  if (widget === 'LocationPicker') return <StubLocationPicker {...(props as LocationPickerWidgetProps)} />;
  return null;
}

/** `ui` inside the stand-in widget host (the shell provides the real one around every page). */
export function withWidgetHost(ui: ReactNode) {
  return <WidgetHostProvider value={StubWidgetHost}>{ui}</WidgetHostProvider>;
}
