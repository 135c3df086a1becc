import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/index.tsx';
import { FileField, MediaFieldset } from './MediaFieldset.tsx';

afterEach(cleanup);

const file = (name: string, type = 'application/pdf') => new File(['x'], name, { type });

/** A documents field with one stored file and the ones chosen, each removable. */
function Documents({ error }: { error?: string }) {
  const [chosen, setChosen] = useState<File[]>([]);
  const [stored, setStored] = useState([{ id: 7, name: 'deed.pdf', url: 'https://cdn.example/deed.pdf' }]);
  return (
    <MediaFieldset legend="Photos and documents">
      <FileField
        field="documents"
        label="Documents"
        description="PDF or Word"
        accept="application/pdf"
        multiple
        clearable
        removeLabel="Remove"
        input={{ value: chosen, onChange: setChosen, error }}
        files={[
          ...stored.map((s) => ({
            key: s.id,
            name: s.name,
            url: s.url,
            label: 'Remove',
            onRemove: () => setStored([]),
            testId: 'stored-file',
          })),
          ...chosen.map((f, i) => ({
            key: `${f.name}-${i}`,
            name: f.name,
            label: 'Remove',
            onRemove: () => setChosen(chosen.filter((_, j) => j !== i)),
            testId: 'new-file',
          })),
        ]}
        filesTestId="document-files"
        after={<p>after the input</p>}
      />
    </MediaFieldset>
  );
}

describe('MediaFieldset and FileField', () => {
  it('labels the input, names its hidden input after the field and lists the stored files as links', () => {
    renderWithProviders(<Documents />);
    const group = screen.getByRole('group', { name: 'Photos and documents' });
    expect(within(group).getByText('PDF or Word')).toBeTruthy();
    expect(screen.getByTestId('input-documents').getAttribute('accept')).toBe('application/pdf');
    expect(screen.getByText('after the input')).toBeTruthy();
    const list = screen.getByTestId('document-files');
    expect(within(list).getByRole('link', { name: 'deed.pdf' }).getAttribute('href')).toBe(
      'https://cdn.example/deed.pdf',
    );
  });

  it('adds chosen files to the list and removes stored and chosen ones by their buttons', async () => {
    renderWithProviders(<Documents />);
    await userEvent.upload(screen.getByTestId('input-documents'), [file('plan.pdf')]);
    expect(screen.getByTestId('new-file').textContent).toBe('plan.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Remove: deed.pdf' }));
    expect(screen.queryByRole('link', { name: 'deed.pdf' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove: plan.pdf' }));
    expect(screen.queryByTestId('document-files')).toBeNull();
  });

  it('shows the field’s error', () => {
    renderWithProviders(<Documents error="Only PDF, DOC, DOCX or TXT files" />);
    expect(screen.getByText('Only PDF, DOC, DOCX or TXT files')).toBeTruthy();
  });
});
