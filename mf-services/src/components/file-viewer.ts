// The shared file viewer's words in this section's language: every detail page here (services, repair works, JV
// posts, construction profiles) shows its documents the same way.
import type { FileViewerLabels } from '@abode/shared';
import { useT } from '../i18n.ts';

/** The labels of `FileViewer` (@abode/shared) for this section. */
export function useFileViewerLabels(): FileViewerLabels {
  const t = useT();
  return {
    close: t('close'),
    open: t('openFile'),
    opensNewTab: t('opensNewTab'),
    pdfFallback: t('pdfFallback'),
    noPreview: t('fileNoPreview'),
    download: t('downloadFile'),
  };
}
