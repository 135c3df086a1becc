// The location picker of the add/edit property form. This file is light: the map and its engines load
// in their own chunks when the picker is first shown, so the form's chunk does not carry them.
import { type LocationPickerWidgetProps, PageLoader } from '@abode/shared';
import * as React from 'react';
import type { LatLng } from './geo.ts';
import type { PickedLocation } from './geocode.ts';

export type { PickedLocation };

/** Props of {@link LocationPicker}: the `LocationPicker` widget's (decision 033), and where the map starts. */
export interface LocationPickerProps extends LocationPickerWidgetProps {
  /** Where the map starts without a value (default: India). */
  defaultCenter?: LatLng;
}

/** About the picker's height (help, map, buttons, coordinates), held while its chunk loads. */
const PICKER_MIN_HEIGHT = 480;

const Picker = React.lazy(async () => ({ default: (await import('./LocationPickerMap.tsx')).LocationPickerMap }));

/** Pick a location on a map (click, drag, keyboard, coordinates or the browser's position). */
export function LocationPicker(props: LocationPickerProps) {
  return (
    <React.Suspense
      fallback={
        <div style={{ minHeight: PICKER_MIN_HEIGHT }}>
          <PageLoader />
        </div>
      }
    >
      <Picker {...props} />
    </React.Suspense>
  );
}
