// Voice notes recorded in the browser (MediaRecorder). Refusals carry the spec §8 texts: a denied permission
// 'Permission is not allow for Microphone.', no input device (or no recorder at all) 'No Microphone Found'.
import { MESSAGES } from '@abode/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The longest note recorded; the recorder stops by itself then (5 MB at Opus rates is far longer). */
export const MAX_NOTE_MS = 2 * 60_000;

export interface VoiceRecorder {
  recording: boolean;
  /** Starts recording; resolves with the refusal's text, or null once recording. */
  start: () => Promise<string | null>;
  /** Stops and resolves with the note (null when nothing was recorded). */
  stop: () => Promise<Blob | null>;
  cancel: () => void;
}

/** Whether this browser can record at all. */
export function canRecord(): boolean {
  return typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

export function useVoiceRecorder(): VoiceRecorder {
  const [recording, setRecording] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const limit = useRef<ReturnType<typeof setTimeout> | null>(null);

  const release = useCallback(() => {
    if (limit.current) clearTimeout(limit.current);
    for (const track of recorder.current?.stream.getTracks() ?? []) track.stop();
    recorder.current = null;
    setRecording(false);
  }, []);

  useEffect(() => release, [release]);

  const start = useCallback(async (): Promise<string | null> => {
    if (!canRecord()) return MESSAGES.noMicrophone;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const name = (error as DOMException)?.name;
      return name === 'NotAllowedError' || name === 'SecurityError' ? MESSAGES.micPermission : MESSAGES.noMicrophone;
    }
    const r = new MediaRecorder(stream);
    chunks.current = [];
    r.ondataavailable = (e) => {
      if (e.data.size) chunks.current.push(e.data);
    };
    r.start();
    recorder.current = r;
    setRecording(true);
    limit.current = setTimeout(() => r.state === 'recording' && r.stop(), MAX_NOTE_MS);
    return null;
  }, []);

  const stop = useCallback(
    () =>
      new Promise<Blob | null>((resolve) => {
        const r = recorder.current;
        if (!r) return resolve(null);
        const finish = () => {
          const type = r.mimeType || 'audio/webm';
          const note = chunks.current.length ? new Blob(chunks.current, { type }) : null;
          release();
          resolve(note);
        };
        if (r.state === 'inactive') return finish();
        r.onstop = finish;
        r.stop();
      }),
    [release],
  );

  const cancel = useCallback(() => {
    const r = recorder.current;
    if (r && r.state !== 'inactive') {
      r.onstop = null;
      r.stop();
    }
    chunks.current = [];
    release();
  }, [release]);

  return { recording, start, stop, cancel };
}
