import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { shouldSubmitCode, ticketRefFromCode } from '../../lib/scannerSearch';
import { loadFrameDecoder } from './qrDecoder';
import { ScanFeedbackBanner } from './ScanFeedbackBanner';
import type { ScanFeedback } from './useScanFlow';
import { useTranslate } from 'ra-core';

type CameraState = 'idle' | 'starting' | 'running' | 'unavailable' | 'insecure';
const TICK_MS = 200;

/**
 * 'Scan with camera': the rear camera stays open between tickets; a decoded code is not sent
 * again for 3 seconds; typing the ticket id is the fallback. Decoding pauses while a ticket is
 * being checked or the verify modal is open.
 */
/** getUserMedia's answers for a device without a usable camera (or an agent who said no). */
const EXPECTED_CAMERA_ERRORS = new Set([
  'NotFoundError',
  'NotAllowedError',
  'NotReadableError',
  'OverconstrainedError',
  'SecurityError',
]);

export function CameraPanel(props: {
  onCode: (ref: string) => void;
  paused: boolean;
  feedback: ScanFeedback | null;
  checking: string | null;
  /** Beside an admission (Undo). */
  action?: ReactNode;
}) {
  const translate = useTranslate();
  const { onCode, paused, feedback, checking, action } = props;
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const last = useRef<{ code: string; at: number } | null>(null);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  // Each opening of the camera is one generation; a stale one (closed, unmounted) shuts itself down.
  const generation = useRef(0);
  const [state, setState] = useState<CameraState>('idle');
  const [manual, setManual] = useState('');

  const stop = useCallback(() => {
    generation.current++;
    clearInterval(timer.current);
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setState('idle');
  }, []);

  const start = useCallback(async () => {
    if (!window.isSecureContext) return setState('insecure');
    if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable');
    const gen = ++generation.current;
    clearInterval(timer.current);
    stream.current?.getTracks().forEach((t) => t.stop());
    setState('starting');
    let media: MediaStream | null = null;
    try {
      const [opened, decode] = await Promise.all([
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        }),
        loadFrameDecoder(),
      ]);
      media = opened;
      if (gen !== generation.current) {
        opened.getTracks().forEach((t) => t.stop());
        return;
      }
      stream.current = opened;
      const el = video.current!;
      el.srcObject = media;
      await el.play();
      if (gen !== generation.current) return;
      setState('running');
      let decoding = false;
      timer.current = setInterval(async () => {
        if (decoding || !stream.current) return;
        decoding = true;
        try {
          // Decoding goes on while paused so that a code still held up after the decision is not re-sent.
          const text = await decode(el);
          const now = Date.now();
          if (text && !pausedRef.current && shouldSubmitCode(last.current, text, now)) {
            last.current = { code: text, at: now };
            onCodeRef.current(ticketRefFromCode(text));
          } else if (text && last.current?.code === text) last.current.at = now;
        } catch {
          /* a frame that cannot be read: try the next one */
        } finally {
          decoding = false;
        }
      }, TICK_MS);
    } catch (err) {
      media?.getTracks().forEach((t) => t.stop());
      if (gen !== generation.current) return;
      // No camera, or not allowed: an expected state of the device, which the panel says in words
      // (type the ticket id instead). Only a failure of another kind is worth the console.
      if (!EXPECTED_CAMERA_ERRORS.has((err as Error | null)?.name ?? ''))
        console.error('Camera unavailable', err);
      setState('unavailable');
    }
  }, []);

  useEffect(() => {
    void start();
    return () => {
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a counter, not a DOM node: the live value must be bumped
      generation.current++;
      clearInterval(timer.current);
      stream.current?.getTracks().forEach((t) => t.stop());
    };
  }, [start]);

  const submitManual = (e: FormEvent) => {
    e.preventDefault();
    const ref = manual.trim();
    if (!ref) return;
    onCode(ref);
    setManual('');
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ScanFeedbackBanner feedback={feedback} checking={checking} action={action} />
      <Box
        sx={{
          position: 'relative',
          bgcolor: 'grey.900',
          borderRadius: 2,
          overflow: 'hidden',
          aspectRatio: '4 / 3',
          maxHeight: '45vh',
          mx: 'auto',
          width: '100%',
        }}
      >
        <video
          ref={video}
          muted
          playsInline
          style={{
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: state === 'running' ? 'block' : 'none',
          }}
          data-testid="camera-video"
        />
        {state !== 'running' && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              color: 'grey.100',
              p: 2,
              textAlign: 'center',
            }}
          >
            {state === 'starting' ? (
              <CircularProgress color="inherit" aria-label={translate('scanner.loading')} />
            ) : (
              <Box>
                {(state === 'unavailable' || state === 'insecure') && (
                  <Typography sx={{ mb: 2 }}>
                    {translate(
                      state === 'insecure' ? 'scanner.camera.insecure' : 'scanner.camera.unavailable',
                    )}
                  </Typography>
                )}
                <Button variant="contained" startIcon={<VideocamIcon />} onClick={() => void start()}>
                  {translate('scanner.camera.start')}
                </Button>
              </Box>
            )}
          </Box>
        )}
        {state === 'running' && (
          <Box
            sx={{
              position: 'absolute',
              inset: '15%',
              border: '3px solid rgba(255,255,255,0.8)',
              borderRadius: 2,
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>
      {state === 'running' && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('scanner.camera.hint')}
          </Typography>
          <Button size="small" startIcon={<VideocamOffIcon />} onClick={stop}>
            {translate('scanner.camera.stop')}
          </Button>
        </Box>
      )}
      <Box component="form" onSubmit={submitManual} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label={translate('scanner.camera.manualLabel')}
          value={manual}
          onChange={(e) => setManual(e.target.value)}
          fullWidth
          slotProps={{ htmlInput: { autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={Boolean(checking) || !manual.trim()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('scanner.camera.manualSubmit')}
        </Button>
      </Box>
    </Box>
  );
}
