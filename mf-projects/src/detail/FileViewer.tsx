// A published file viewed in the page: an image in <img>, a PDF in <object> (with a link when the browser
// cannot show it inline), anything else as a link. Used for floor plans, brochures and the payment plan.
import { Anchor, Image, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useT } from '../i18n.ts';

/** What a file's address says it is. */
export function fileKind(url: string): 'image' | 'pdf' | 'other' {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (/\.(jpe?g|png|webp|gif|svg)$/.test(path)) return 'image';
  if (path.endsWith('.pdf')) return 'pdf';
  return 'other';
}

/** A modal showing one file; closed while `file` is null. */
export function FileViewer({ file, onClose }: { file: { title: string; url: string } | null; onClose: () => void }) {
  const t = useT();
  const kind = file ? fileKind(file.url) : 'other';
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={file?.title}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('projectCloseViewer') }}
      data-testid="file-viewer"
    >
      {file && (
        <Stack>
          {kind === 'image' && <Image src={file.url} alt={file.title} fit="contain" mah="70vh" />}
          {kind === 'pdf' && (
            <object data={file.url} type="application/pdf" title={file.title} width="100%" height="600">
              <Text>{t('projectPdfFallback')}</Text>
            </object>
          )}
          <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
            {t('projectOpenFile')}
            <VisuallyHidden> {t('projectOpensNewTab')}</VisuallyHidden>
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
