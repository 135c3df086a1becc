// The project's amenities (chosen from the API's list) and the nearby places with their distances in km (shown
// when the API lists any).
import { Fieldset, MultiSelect, NumberInput, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n.ts';
import { projectQueries } from '../../project.queries.ts';
import { type ProjectFormApi, setValue } from './form-api.ts';

/** The amenities fieldset and the nearby-places one. */
export function AmenitiesFieldsets({ form }: { form: ProjectFormApi }) {
  const t = useT();
  const amenities = useQuery({ ...projectQueries.amenities(), meta: { silent: true } });
  const facilities = useQuery({ ...projectQueries.facilities(), meta: { silent: true } });
  const values = form.getValues();
  return (
    <>
      <Fieldset legend={t('projectAmenities')}>
        <MultiSelect
          label={t('projectAmenitiesChoose')}
          searchable
          data={(amenities.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          {...form.getInputProps('amenity_id')}
        />
      </Fieldset>

      {(facilities.data?.data.length ?? 0) > 0 && (
        <Fieldset legend={t('projectNearby')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {facilities.data?.data.map((f) => (
              <NumberInput
                key={f.id}
                label={`${f.name} (${t('projectKm')})`}
                min={0}
                decimalScale={2}
                value={values.facilities[String(f.id)] ?? ''}
                onChange={(v) => setValue(form, 'facilities', { ...form.getValues().facilities, [String(f.id)]: v })}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      )}
    </>
  );
}
