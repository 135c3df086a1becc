import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/index.tsx';
import { FileViewer, type FileViewerLabels, fileKind, fileLabel } from './FileViewer.tsx';

const LABELS: FileViewerLabels = {
  close: 'Close',
  open: 'Open',
  opensNewTab: '(opens in a new tab)',
  pdfFallback: 'No PDF here',
};

afterEach(cleanup);

describe('fileKind / fileLabel', () => {
  it('tells images and PDFs apart by the address, ignoring the query', () => {
    expect(fileKind('https://cdn.example/a/plan.PNG?v=2')).toBe('image');
    expect(fileKind('https://cdn.example/logo.svg')).toBe('image');
    expect(fileKind('https://cdn.example/deed.pdf#page=2')).toBe('pdf');
    expect(fileKind('https://cdn.example/notes.docx')).toBe('other');
  });

  it('names a file as a reader would, and survives a malformed escape', () => {
    expect(fileLabel('https://cdn.example/docs/price_list-2025.pdf?x=1')).toBe('price list 2025');
    expect(fileLabel('https://cdn.example/%E0%A4.pdf')).toBe('%E0%A4');
  });
});

describe('FileViewer', () => {
  it('shows a PDF inline with the open link, said to open a new tab', async () => {
    renderWithProviders(
      <FileViewer
        file={{ title: 'deed.pdf', url: 'https://cdn.example/deed.pdf' }}
        onClose={() => {}}
        labels={LABELS}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'deed.pdf' });
    expect(dialog.querySelector('object')?.getAttribute('data')).toBe('https://cdn.example/deed.pdf');
    const open = within(dialog).getByRole('link', { name: 'Open (opens in a new tab)' });
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    // No download words, no download link.
    expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('says when a file cannot be shown, and offers the download the section names', async () => {
    renderWithProviders(
      <FileViewer
        file={{ title: 'notes', url: 'https://cdn.example/notes.docx' }}
        onClose={() => {}}
        labels={{ ...LABELS, noPreview: 'Cannot show this here', download: 'Download' }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'notes' });
    expect(within(dialog).getByText('Cannot show this here')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Download' }).hasAttribute('download')).toBe(true);
    expect(dialog.querySelector('object, img')).toBeNull();
  });

  it('shows an image with the title as its text, and nothing while no file is chosen', async () => {
    renderWithProviders(
      <FileViewer
        file={{ title: 'Floor plan', url: 'https://cdn.example/plan.png' }}
        onClose={() => {}}
        labels={LABELS}
      />,
    );
    expect((await screen.findByRole('img', { name: 'Floor plan' })).getAttribute('src')).toBe(
      'https://cdn.example/plan.png',
    );
    cleanup();
    renderWithProviders(<FileViewer file={null} onClose={() => {}} labels={LABELS} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
