import { useCallback, useEffect, useRef, useState } from 'react';
import { createDetector, type DetectorKind } from './barcode-detector.helper';

/** Spec 9: scan every 100 ms; the camera faces the environment at an ideal 1920 x 1080. */
export const SCAN_INTERVAL_MS = 100;
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
};

/** Spec 8's camera texts. */
export const CAMERA_ERRORS = {
  unavailable: {
    title: 'Camera unavailable',
    message: 'Could not access camera. Please ensure camera permissions are granted.',
  },
  denied: {
    title: 'Camera access denied',
    message:
      "Allow camera access for this site in your browser's settings and try again, or type the barcode below.",
  },
  unsupported: {
    title: 'Barcode detection unavailable',
    message: 'Barcode detection not supported in this browser. Please enter barcode manually.',
  },
} as const;
export type CameraErrorKind = keyof typeof CAMERA_ERRORS;
export type CameraState = 'off' | 'starting' | 'scanning' | 'error';

/** A mark the scanner's timing is measured from (decoded barcode -> product card). */
export const DETECTED_MARK = 'kitching:barcode-detected';

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/**
 * The camera barcode scanner (spec 4): start, scan every 100 ms, stop on the first code and hand
 * it over. The detector is prepared before the camera opens, so an unsupported browser is told so
 * without a permission prompt.
 */
export function useBarcodeCamera(onDetected: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  // Each start gets a number; a late answer from an older start is ignored.
  const runRef = useRef(0);
  const onDetectedRef = useRef(onDetected);
  onDetectedRef.current = onDetected;

  const [state, setState] = useState<CameraState>('off');
  const [error, setError] = useState<CameraErrorKind | null>(null);
  const [detectorKind, setDetectorKind] = useState<DetectorKind | null>(null);
  const [torch, setTorch] = useState({ supported: false, on: false });

  const release = useCallback(() => {
    window.clearInterval(timerRef.current);
    timerRef.current = undefined;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setTorch({ supported: false, on: false });
  }, []);

  const stop = useCallback(() => {
    runRef.current += 1;
    release();
    setState('off');
  }, [release]);

  const start = useCallback(async () => {
    release();
    const run = ++runRef.current;
    const fail = (kind: CameraErrorKind) => {
      if (run !== runRef.current) return;
      release();
      setError(kind);
      setState('error');
    };
    setError(null);
    setState('starting');

    if (!navigator.mediaDevices?.getUserMedia) return fail('unavailable');
    let detector: Awaited<ReturnType<typeof createDetector>>['detector'];
    try {
      const created = await createDetector();
      detector = created.detector;
      setDetectorKind(created.kind);
    } catch {
      return fail('unsupported');
    }

    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
    } catch (err) {
      const name = (err as { name?: string }).name;
      return fail(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
    }
    if (run !== runRef.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    streamRef.current = stream;
    const video = videoRef.current;
    if (!video) return fail('unavailable');
    video.srcObject = stream;
    try {
      await video.play();
    } catch {
      // Autoplay rules may refuse play() while the stream still shows: the frames are what we read.
    }
    const track = stream.getVideoTracks()[0];
    const capabilities = track?.getCapabilities?.() as TorchCapabilities | undefined;
    setTorch({ supported: Boolean(capabilities?.torch), on: false });
    setState('scanning');

    let busy = false;
    timerRef.current = window.setInterval(async () => {
      if (busy || run !== runRef.current || video.readyState < 2) return;
      busy = true;
      try {
        const codes = await detector.detect(video);
        const code = codes.find((c) => c.rawValue.trim())?.rawValue.trim();
        if (code && run === runRef.current) {
          performance.mark(DETECTED_MARK);
          stop();
          onDetectedRef.current(code);
        }
      } catch {
        // One unreadable frame: the next one comes in 100 ms.
      } finally {
        busy = false;
      }
    }, SCAN_INTERVAL_MS);
  }, [release, stop]);

  const toggleTorch = useCallback(async () => {
    const track = streamRef.current?.getVideoTracks()[0];
    if (!track) return;
    const on = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ supported: true, on });
    } catch {
      setTorch({ supported: false, on: false });
    }
  }, [torch.on]);

  // Leaving the page turns the camera off.
  useEffect(() => () => stop(), [stop]);

  return { videoRef, state, error, detectorKind, torch, start, stop, toggleTorch };
}
