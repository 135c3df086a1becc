// The property-type choice of the search filters, the map and the feed preferences: a labelled segmented
// control of one option that takes both kinds (each form names and encodes it: "All" = '', "Both" = 'both'),
// then sell ('0') and rent ('1'). The caller places it; it renders the label and the control only.
import { SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../i18n.ts';

export function PropertyTypeControl({
  value,
  onChange,
  either,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The first option, for both kinds; "All" with the value '' unless given. */
  either?: { value: string; label: string };
}) {
  const t = useT();
  const id = useId();
  return (
    <>
      <Text size="sm" fw={500} mb={4} id={id}>
        {t('propertyType')}
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby={id}
        value={value}
        onChange={onChange}
        data={[
          either ?? { value: '', label: t('all') },
          { value: '0', label: t('sell') },
          { value: '1', label: t('rent') },
        ]}
      />
    </>
  );
}
