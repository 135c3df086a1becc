// The 360° view of a listing's 3D image, in a dialog: the viewer (panorama-viewer.ts, with its library) is
// loaded only when the dialog opens. Drag, the mouse wheel, the arrow keys, + and −, and the navbar buttons
// move and zoom; Escape closes and focus returns to the button that opened it (Mantine's Modal traps focus
// in between). Without WebGL 2, or when the picture or the viewer cannot load, the flat picture is shown.
import { fill } from '@abode/shared';
import { Box, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n.ts';
import type { PanoramaTexts } from './panorama-viewer.ts';

type ViewState = 'loading' | 'ready' | 'fallback';

/** Whether this browser can draw WebGL 2, which the viewer needs (the probe's context is released). */
export function canDrawPanorama(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return Boolean(gl);
  } catch {
    return false;
  }
}

/** The viewer's area: tall enough to look around in, the same height whatever is in it (no jump on load). */
const STAGE_HEIGHT = 'min(70vh, 560px)';

function PanoramaStage({ src, title }: { src: string; title: string }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const [state, setState] = useState<ViewState>(() => (canDrawPanorama() ? 'loading' : 'fallback'));
  const [view, setView] = useState({ yaw: 0, pitch: 0 });
  const fallback = state === 'fallback';

  useEffect(() => {
    if (fallback || !ref.current) return;
    const container = ref.current;
    const texts: PanoramaTexts = {
      zoom: t('engPanoramaZoom'),
      zoomIn: t('engPanoramaZoomIn'),
      zoomOut: t('engPanoramaZoomOut'),
      moveUp: t('engPanoramaMoveUp'),
      moveDown: t('engPanoramaMoveDown'),
      moveLeft: t('engPanoramaMoveLeft'),
      moveRight: t('engPanoramaMoveRight'),
      fullscreen: t('engPanoramaFullscreen'),
      loading: t('engPanoramaLoading'),
      loadError: t('engPanoramaFallback'),
      webglError: t('engPanoramaFallback'),
    };
    let unmount: (() => void) | undefined;
    let cancelled = false;
    import('./panorama-viewer.ts').then(
      ({ mountPanorama }) => {
        if (cancelled) return;
        unmount = mountPanorama(container, src, texts, {
          onReady: () => setState('ready'),
          onError: () => setState('fallback'),
          onMove: (yaw, pitch) => setView({ yaw, pitch }),
        });
      },
      // The viewer's code could not be fetched (offline, a deploy in between): the flat picture still can.
      () => {
        if (!cancelled) setState('fallback');
      },
    );
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [fallback, src, t]);

  if (fallback)
    return (
      <Stack gap="xs" data-testid="panorama-fallback">
        <Text size="sm" role="status">
          {t('engPanoramaFallback')}
        </Text>
        <Image src={src} alt={fill(t('engThreeDAlt'), { title })} h={STAGE_HEIGHT} fit="contain" radius="md" />
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" id={helpId}>
        {t('engPanoramaHelp')}
      </Text>
      <Box pos="relative" h={STAGE_HEIGHT}>
        {/* Drawn by the viewer; left to right whatever the page's direction (a view, not text). */}
        <Box
          ref={ref}
          dir="ltr"
          h="100%"
          role="application"
          aria-label={fill(t('engPanoramaTitle'), { title })}
          aria-describedby={helpId}
          aria-busy={state === 'loading'}
          tabIndex={0}
          data-autofocus
          data-testid="panorama"
          data-state={state}
          data-yaw={view.yaw}
          data-pitch={view.pitch}
          style={{ borderRadius: 8, overflow: 'hidden' }}
        />
        {state === 'loading' && (
          <Box
            pos="absolute"
            inset={0}
            style={{ display: 'grid', placeItems: 'center', pointerEvents: 'none' }}
            aria-hidden="true"
          >
            <Loader />
          </Box>
        )}
      </Box>
    </Stack>
  );
}

/** The dialog; the stage (and the viewer's code) exists only while it is open. */
export function PanoramaDialog({
  opened,
  onClose,
  src,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  src: string;
  title: string;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={fill(t('engPanoramaTitle'), { title })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('engPanoramaClose') }}
    >
      {opened && <PanoramaStage src={src} title={title} />}
    </Modal>
  );
}
