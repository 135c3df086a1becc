// A stored file of an edited project: the kit's removable file, named as a reader knows it (its last path part).
import { RemovableFile } from '@abode/shared/forms/posting';

/** A stored file with a remove button (edit). */
export function StoredFile({ name, label, onRemove }: { name: string; label: string; onRemove: () => void }) {
  return (
    <RemovableFile
      name={decodeURIComponent(name.split('/').pop() ?? name)}
      url={name}
      label={label}
      onRemove={onRemove}
    />
  );
}
