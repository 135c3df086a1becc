// The widgets this section borrows from the listings section, which owns the product's maps (remotes never
// import each other: the shell renders the lender's widget, docs/decisions/014). Their props as this section
// passes them, written against the lender's contract (mf-listings/src/map/MarkersMap.tsx, LocationPicker.tsx),
// and whether the lender is running, so a page can say so instead of offering a dead control.
import { type LocationResult, SectionWidget, useSections } from '@abode/shared';
import type { MapBounds } from '@abode/shared/wire';
import type { ReactNode } from 'react';

/** The section that lends the maps. */
const LENDER = 'mf_listings';

/** Whether the listings section is running and lends `widget`. */
export function useLentWidget(widget: 'MarkersMap' | 'LocationPicker'): boolean {
  const record = useSections()[LENDER];
  return record?.status === 'ready' && Boolean(record.manifest.widgets[widget]);
}

/** A place the markers map marks. */
export interface LentMarker {
  id: string | number;
  lat: number;
  lng: number;
  /** The marker's accessible name. */
  label: string;
}

/** Props of the `MarkersMap` widget this section uses. */
export interface MarkersMapProps<M extends LentMarker> {
  markers: readonly M[];
  label: string;
  clusterLabel?: string;
  renderPopup?: (marker: M) => ReactNode;
  onBoundsChange?: (bounds: MapBounds) => void;
  height?: number;
}

/** The listings section's markers map, or `fallback` while that section is not running. */
export function LentMarkersMap<M extends LentMarker>({
  fallback,
  minHeight,
  ...props
}: MarkersMapProps<M> & { fallback: ReactNode; minHeight: number }) {
  return <SectionWidget section={LENDER} widget="MarkersMap" props={props} fallback={fallback} minHeight={minHeight} />;
}

/** Props of the `LocationPicker` widget. */
export interface LocationPickerProps {
  /** The form's point, or null when none is chosen yet. */
  value: { latitude: number | string; longitude: number | string } | null;
  /** A chosen point with its city, state, country and address (reverse-geocoded by the lender). */
  onChange: (location: LocationResult) => void;
}

/** The listings section's location picker, or `fallback` while that section is not running. */
export function LentLocationPicker({
  fallback,
  minHeight,
  ...props
}: LocationPickerProps & { fallback: ReactNode; minHeight: number }) {
  return (
    <SectionWidget section={LENDER} widget="LocationPicker" props={props} fallback={fallback} minHeight={minHeight} />
  );
}
