// The location fieldset of every posting form: the map picker first (the section's own, or the one the listings
// section lends as a widget: shared never imports a section, docs/decisions/033), a picked place the spec refuses
// said under it (spec §5), then the place's text fields row by row. The coordinates are typed only where no
// picker is shown; with one, the picker has its own labelled coordinate inputs and they travel as hidden inputs.
import { Alert, Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

/** One text field of a place, as the post calls name it. */
export interface PlaceField<F extends string = string> {
  field: F;
  /** The section's label. */
  label: string;
  required?: boolean;
  /** Rows of a multi-line box (a long address); absent: one line. */
  rows?: number;
  inputMode?: 'decimal';
}

/** A row of place fields: one takes the width; several share a grid of `cols` columns on wide screens. */
export interface PlaceRow<F extends string = string> {
  fields: PlaceField<F>[];
  cols?: number;
}

/** Props of {@link LocationFieldset}. */
export interface LocationFieldsetProps<F extends string> {
  legend: string;
  testId?: string;
  /** What stands first: the map picker, or the section's note that none can be shown. */
  picker?: ReactNode;
  /** Whether `picker` is a picker: then `coordinates` are hidden inputs, else typed. */
  pickerShown: boolean;
  /** Why a picked place cannot be used as it is (null: nothing to say). */
  error?: string | null;
  rows: PlaceRow<F>[];
  /** Latitude and longitude, when the form sends them. */
  coordinates?: PlaceField<F>[];
  /** A field's value, change handler and error (Mantine's `form.getInputProps`, or the section's own). */
  input: (field: F) => GetInputPropsReturnType;
}

/** The place's fields, picked on a map or typed. */
export function LocationFieldset<F extends string>({
  legend,
  testId,
  picker,
  pickerShown,
  error,
  rows,
  coordinates = [],
  input,
}: LocationFieldsetProps<F>) {
  // A place is written in the reader's script; a coordinate is a number.
  const text = ({ field, label, required, rows: lines, inputMode }: PlaceField<F>) =>
    lines ? (
      <Textarea
        key={field}
        label={label}
        required={required}
        rows={lines}
        dir="auto"
        data-path={field}
        {...input(field)}
      />
    ) : (
      <TextInput
        key={field}
        label={label}
        required={required}
        dir={inputMode ? undefined : 'auto'}
        inputMode={inputMode}
        data-path={field}
        {...input(field)}
      />
    );
  const row = ({ fields, cols }: PlaceRow<F>) =>
    cols ? (
      <SimpleGrid key={fields[0]?.field} cols={{ base: 1, sm: cols }}>
        {fields.map(text)}
      </SimpleGrid>
    ) : (
      fields.map(text)
    );
  return (
    <Fieldset legend={legend} data-testid={testId}>
      <Stack gap="sm">
        {picker}
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="location-error">
            {error}
          </Alert>
        )}
        {rows.map(row)}
        {coordinates.length > 0 &&
          (pickerShown ? (
            coordinates.map(({ field }) => (
              <input
                key={field}
                type="hidden"
                name={field}
                value={String(input(field).value ?? '')}
                data-path={field}
              />
            ))
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>{coordinates.map(text)}</SimpleGrid>
          ))}
      </Stack>
    </Fieldset>
  );
}
