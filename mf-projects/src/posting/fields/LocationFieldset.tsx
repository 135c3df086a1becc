// The project's location on the kit's location fieldset: picked on the map the listings section lends (else
// typed), city, state, country and address required. A place picked on the map fills the address, city, state,
// country and the point; a chosen location must have all four (spec §5): one without them says so, and the fields
// stay editable.
import { isLocationComplete, type LocationResult, MESSAGES } from '@abode/shared';
import { LocationFieldset as KitLocationFieldset } from '@abode/shared/forms/posting';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LentLocationPicker, useLentWidget } from '../../components/lent-widgets.tsx';
import { useT } from '../../i18n.ts';
import { valuesFromPickedLocation } from '../project-form.ts';
import type { ProjectFormApi } from './form-api.ts';

/** The location fields (the picker fills them all). */
const LOCATION_FIELDS = ['location', 'city', 'state', 'country', 'latitude', 'longitude'] as const;
/** What the page holds for the picker while the listings section's chunk loads (map, buttons, coordinates). */
const PICKER_HEIGHT = 520;

/** The location fieldset. */
export function LocationFieldset({ form }: { form: ProjectFormApi }) {
  const t = useT();
  const [locationError, setLocationError] = useState<string | null>(null);
  const pickerAvailable = useLentWidget('LocationPicker');
  const values = form.getValues();

  const pickLocation = (location: LocationResult) => {
    form.setValues(valuesFromPickedLocation(location));
    for (const f of LOCATION_FIELDS) form.clearFieldError(f);
    setLocationError(isLocationComplete(location) ? null : MESSAGES.locationIncomplete);
  };
  const coordinates = [
    { field: 'latitude' as const, label: t('profileLatitude'), inputMode: 'decimal' as const },
    { field: 'longitude' as const, label: t('profileLongitude'), inputMode: 'decimal' as const },
  ];

  return (
    <KitLocationFieldset
      legend={t('projectLocation')}
      testId="project-location"
      picker={
        pickerAvailable ? (
          <LentLocationPicker
            value={
              values.latitude && values.longitude ? { latitude: values.latitude, longitude: values.longitude } : null
            }
            onChange={pickLocation}
            minHeight={PICKER_HEIGHT}
            fallback={
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {coordinates.map(({ field, label, inputMode }) => (
                  <TextInput key={field} label={label} inputMode={inputMode} {...form.getInputProps(field)} />
                ))}
              </SimpleGrid>
            }
          />
        ) : (
          <Text size="sm" c="dimmed" data-testid="picker-unavailable">
            {t('projectPickerUnavailable')}
          </Text>
        )
      }
      pickerShown={pickerAvailable}
      error={locationError}
      rows={[
        {
          cols: 2,
          fields: [
            { field: 'location', label: t('projectAddress'), required: true },
            { field: 'city', label: t('city'), required: true },
            { field: 'state', label: t('profileState'), required: true },
            { field: 'country', label: t('profileCountry'), required: true },
          ],
        },
      ]}
      coordinates={coordinates}
      input={(f) => form.getInputProps(f)}
    />
  );
}
