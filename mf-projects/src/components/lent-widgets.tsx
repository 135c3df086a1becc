// The widgets this section borrows from the listings section, which owns the product's maps (remotes never
// import each other: the shell renders the lender's widget, docs/decisions/014), with the props `shared`'s contract
// declares for them (decision 033), and whether the lender is running, so a page can say so instead of offering
// a dead control.
import {
  type LocationPickerWidgetProps,
  type MarkersMapWidgetProps,
  SectionWidget,
  useSections,
  type WidgetMarker,
} from '@abode/shared';
import type { ReactNode } from 'react';

/** The section that lends the maps. */
const LENDER = 'mf_listings';

/** Whether the listings section is running and lends `widget`. */
export function useLentWidget(widget: 'MarkersMap' | 'LocationPicker'): boolean {
  const record = useSections()[LENDER];
  return record?.status === 'ready' && Boolean(record.manifest.widgets[widget]);
}

/** The listings section's markers map, or `fallback` while that section is not running. */
export function LentMarkersMap<M extends WidgetMarker>({
  fallback,
  minHeight,
  ...props
}: MarkersMapWidgetProps<M> & { fallback: ReactNode; minHeight: number }) {
  return <SectionWidget section={LENDER} widget="MarkersMap" props={props} fallback={fallback} minHeight={minHeight} />;
}

/** The listings section's location picker, or `fallback` while that section is not running. */
export function LentLocationPicker({
  fallback,
  minHeight,
  ...props
}: LocationPickerWidgetProps & { fallback: ReactNode; minHeight: number }) {
  return (
    <SectionWidget section={LENDER} widget="LocationPicker" props={props} fallback={fallback} minHeight={minHeight} />
  );
}
