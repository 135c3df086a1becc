// The project's location: picked on the map the listings section lends (else typed), city, state, country and
// address required. A place picked on the map fills the address, city, state, country and the point; a chosen
// location must have all four (spec §5): one without them says so, and the fields stay editable.
import { isLocationComplete, type LocationResult, MESSAGES } from '@abode/shared';
import { Alert, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
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
  const coordinateInputs = (
    <>
      <TextInput label={t('profileLatitude')} inputMode="decimal" {...form.getInputProps('latitude')} />
      <TextInput label={t('profileLongitude')} inputMode="decimal" {...form.getInputProps('longitude')} />
    </>
  );

  return (
    <Fieldset legend={t('projectLocation')} data-testid="project-location">
      <Stack gap="sm">
        {pickerAvailable ? (
          <LentLocationPicker
            value={
              values.latitude && values.longitude ? { latitude: values.latitude, longitude: values.longitude } : null
            }
            onChange={pickLocation}
            minHeight={PICKER_HEIGHT}
            fallback={<SimpleGrid cols={{ base: 1, sm: 2 }}>{coordinateInputs}</SimpleGrid>}
          />
        ) : (
          <Text size="sm" c="dimmed" data-testid="picker-unavailable">
            {t('projectPickerUnavailable')}
          </Text>
        )}
        {locationError && (
          <Alert color="red" variant="light" role="alert" data-testid="location-error">
            {locationError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('projectAddress')} required {...form.getInputProps('location')} />
          <TextInput label={t('city')} required {...form.getInputProps('city')} />
          <TextInput label={t('profileState')} required {...form.getInputProps('state')} />
          <TextInput label={t('profileCountry')} required {...form.getInputProps('country')} />
          {/* With the picker, its own labelled coordinate inputs: a second "Latitude" field would only confuse. */}
          {!pickerAvailable && coordinateInputs}
        </SimpleGrid>
        {pickerAvailable && (
          <>
            <input type="hidden" name="latitude" value={values.latitude} data-path="latitude" />
            <input type="hidden" name="longitude" value={values.longitude} data-path="longitude" />
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
