// The location picker this section borrows from the listings section, which owns the product's maps (remotes
// never import each other: the shell renders the lender's widget, docs/decisions/014), with the props `shared`'s
// contract declares for it (decision 033), and whether the lender is running, so the form can fall back to typed
// fields instead of offering a dead control.
import { type LocationPickerWidgetProps, SectionWidget, useSections } from '@abode/shared';
import type { ReactNode } from 'react';

/** The section that lends the maps. */
const LENDER = 'mf_listings';

/** Whether the listings section is running and lends the location picker. */
export function useLocationPickerLent(): boolean {
  const record = useSections()[LENDER];
  return record?.status === 'ready' && Boolean(record.manifest.widgets.LocationPicker);
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
