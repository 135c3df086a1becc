// The location picker of the add/edit property form. This file is light: the map and its engines load
// in their own chunks when the picker is first shown, so the form's chunk does not carry them.
import { PageLoader } from '@abode/shared';
import * as React from 'react';
import type { LatLng } from './geo.ts';
import type { PickedLocation } from './geocode.ts';

export type { PickedLocation };

export interface LocationPickerProps {
  /** The current point (from the form), or null when none is chosen yet. */
  value: { latitude: number | string; longitude: number | string } | null;
  /** Called after a point is chosen and reverse-geocoded. */
  onChange: (location: PickedLocation) => void;
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
