// Where the property is: address, client address, city, state, country and coordinates. A location picked on
// the map (city, state, country, formatted address, latitude, longitude) fills them all; each stays editable.
// Spec §5: address, city, state and country must all be filled ('Please fill all fields').
import type { LocationResult } from '@abode/shared';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n.ts';

/** The location part of the form values. */
export interface LocationValues {
  address: string;
  client_address: string;
  city: string;
  state: string;
  country: string;
  latitude: string;
  longitude: string;
}

/** A coordinate as the form keeps it: at most 6 decimals (about 0.1 m; the wire accepts 8, a map click has 15). */
const coordinateText = (n: number) => String(+n.toFixed(6));

/** The form values a picked location sets. */
export function valuesFromPickedLocation(location: LocationResult): Omit<LocationValues, 'client_address'> {
  return {
    address: location.formatted_address,
    city: location.city,
    state: location.state,
    country: location.country,
    latitude: coordinateText(location.latitude),
    longitude: coordinateText(location.longitude),
  };
}

/** Props of {@link LocationFields}. */
export interface LocationFieldsProps {
  values: LocationValues;
  onChange: (field: keyof LocationValues, value: string) => void;
  errors: Partial<Record<keyof LocationValues, string>>;
  /** The map picker, shown above the fields. */
  picker?: ReactNode;
}

/** The location inputs. */
export function LocationFields({ values, onChange, errors, picker }: LocationFieldsProps) {
  const t = useT();
  const input = (field: keyof LocationValues, label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      value={values[field]}
      onChange={(e) => onChange(field, e.currentTarget.value)}
      error={errors[field]}
      aria-invalid={Boolean(errors[field])}
      data-path={field}
    />
  );
  return (
    <Stack gap="sm">
      {picker}
      <Textarea
        label={t('postAddress')}
        required
        value={values.address}
        onChange={(e) => onChange('address', e.currentTarget.value)}
        error={errors.address}
        aria-invalid={Boolean(errors.address)}
        rows={2}
        data-path="address"
      />
      {input('client_address', t('postClientAddress'))}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {input('city', t('city'), true)}
        {input('state', t('profileState'), true)}
        {input('country', t('profileCountry'), true)}
      </SimpleGrid>
      {picker ? (
        // The picker has its own labelled coordinate inputs: a second "Latitude" field would only confuse.
        <>
          <input type="hidden" name="latitude" value={values.latitude} data-path="latitude" />
          <input type="hidden" name="longitude" value={values.longitude} data-path="longitude" />
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input('latitude', t('profileLatitude'))}
          {input('longitude', t('profileLongitude'))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
