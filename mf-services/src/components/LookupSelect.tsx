// A select of one lookup list (a service type, a repair category, a JV type…): the list's rows as options, for a
// filter or a form field. A value a link or a stored item brings stays shown while the list loads.
import type { ApiEnvelope } from '@abode/shared';
import { Select, type SelectProps } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';

/** A row of a lookup list. */
export interface LookupRow {
  id: number;
  name: string;
}

/** Props of {@link LookupSelect}: Mantine's Select, its options read from `lookup`. */
export interface LookupSelectProps<R extends LookupRow, K extends QueryKey> extends Omit<SelectProps, 'data'> {
  lookup: UseQueryOptions<ApiEnvelope<R[]>, Error, ApiEnvelope<R[]>, K>;
}

/** A searchable select of a lookup list (its failure is silent: the field simply has no options). */
export function LookupSelect<R extends LookupRow, K extends QueryKey>({
  lookup,
  value,
  ...props
}: LookupSelectProps<R, K>) {
  const list = useQuery({ ...lookup, meta: { silent: true } });
  const data = (list.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  if (value && !data.some((d) => d.value === value)) data.push({ value, label: `#${value}` });
  return <Select searchable value={value || null} data={data} {...props} />;
}
