// A stored file of an edited project: a link to it, and a button that marks it for removal.
import { Anchor, CloseButton, Group } from '@mantine/core';

/** A stored file with a remove button (edit). */
export function StoredFile({ name, label, onRemove }: { name: string; label: string; onRemove: () => void }) {
  const file = decodeURIComponent(name.split('/').pop() ?? name);
  return (
    <Group gap={4} wrap="nowrap">
      <Anchor href={name} target="_blank" rel="noopener noreferrer" size="sm" lineClamp={1}>
        {file}
      </Anchor>
      <CloseButton size="sm" aria-label={`${label}: ${file}`} onClick={onRemove} />
    </Group>
  );
}
