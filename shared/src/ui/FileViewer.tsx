// A published file viewed in the page: an image in <img>, a PDF in <object> (with a note when the browser cannot
// show it inline), anything else with a note that it cannot be shown here; always a link to open it in a new tab,
// and a download link when the section gives it words. Each section brings its words (`FileViewerLabels`).
import { Anchor, Group, Image, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';

/** What a file's address says it is. */
export function fileKind(url: string): 'image' | 'pdf' | 'other' {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (/\.(jpe?g|png|webp|gif|svg)$/.test(path)) return 'image';
  if (path.endsWith('.pdf')) return 'pdf';
  return 'other';
}

/** A published file's name as a reader would call it: the last part of its address, without the extension. */
export function fileLabel(url: string): string {
  let last = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // A malformed escape: the raw name.
  }
  return last.replace(/\.[a-z0-9]+$/i, '').replace(/[_-]+/g, ' ') || url;
}

/** The words of {@link FileViewer}, in the section's language. */
export interface FileViewerLabels {
  /** The close button's accessible name. */
  close: string;
  /** The link opening the file in a new tab… */
  open: string;
  /** …and what screen readers hear after it ("(opens in a new tab)"). */
  opensNewTab: string;
  /** Shown inside the PDF's frame when the browser cannot show a PDF inline. */
  pdfFallback: string;
  /** Shown for a file that is neither an image nor a PDF; without it, nothing is said. */
  noPreview?: string;
  /** The download link; without it there is none. */
  download?: string;
}

/** A file the viewer shows: its title (a heading, the image's alt text) and address. */
export interface ViewedFile {
  title: string;
  url: string;
}

/** A modal showing one file; closed while `file` is null. */
export function FileViewer({
  file,
  onClose,
  labels,
}: {
  file: ViewedFile | null;
  onClose: () => void;
  labels: FileViewerLabels;
}) {
  const kind = file ? fileKind(file.url) : 'other';
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      // A file's name keeps its own direction in a right-to-left page.
      title={<bdi>{file?.title}</bdi>}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': labels.close }}
      data-testid="file-viewer"
    >
      {file && (
        <Stack>
          {kind === 'image' && <Image src={file.url} alt={file.title} fit="contain" mah="70vh" />}
          {kind === 'pdf' && (
            <object data={file.url} type="application/pdf" title={file.title} width="100%" height="600">
              <Text>{labels.pdfFallback}</Text>
            </object>
          )}
          {kind === 'other' && labels.noPreview && <Text>{labels.noPreview}</Text>}
          <Group gap="md">
            <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
              {labels.open}
              <VisuallyHidden> {labels.opensNewTab}</VisuallyHidden>
            </Anchor>
            {labels.download && (
              <Anchor href={file.url} download>
                {labels.download}
              </Anchor>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
