import { Camera, CameraOff, Flashlight, FlashlightOff, RotateCcw, ScanBarcode } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button.component';
import { Spinner } from '../../components/ui/spinner.component';
import { cn } from '../../lib/cn';
import { CAMERA_ERRORS, useBarcodeCamera } from './use-barcode-camera.hook';

interface BarcodeCameraProps {
  onDetected(code: string): void;
  /** While a lookup runs the camera stays off. */
  disabled?: boolean;
  /** Open the camera at once (Smart Quick Add's 'Scan Barcode' already asked for it). */
  autoStart?: boolean;
}

/** The camera view: 'Access Camera', the live picture with a frame to aim with, torch and stop. */
export function BarcodeCamera({ onDetected, disabled, autoStart }: BarcodeCameraProps) {
  const camera = useBarcodeCamera(onDetected);
  const { start } = camera;
  useEffect(() => {
    if (autoStart) void start();
  }, [autoStart, start]);
  const live = camera.state === 'scanning' || camera.state === 'starting';
  const error = camera.error ? CAMERA_ERRORS[camera.error] : null;

  return (
    <div className="flex flex-col gap-3">
      <div
        className={cn(
          'relative flex w-full items-center justify-center overflow-hidden rounded-xl',
          // Live: the camera's picture; off: a smaller box, so the typed entry stays in view on phones.
          live
            ? 'aspect-[4/3] bg-stone-950 sm:aspect-video'
            : 'min-h-36 border-2 border-dashed border-stone-300 bg-stone-50 py-6 sm:min-h-48',
        )}
      >
        <video
          ref={camera.videoRef}
          className={cn('absolute inset-0 h-full w-full object-cover', live ? '' : 'hidden')}
          muted
          playsInline
          aria-label="Camera preview"
          data-testid="scanner-video"
          // Which barcode reader works on the picture: the browser's own, or ZXing in WebAssembly.
          data-detector={camera.detectorKind ?? undefined}
        />
        {camera.state === 'scanning' ? <AimFrame /> : null}
        {camera.state === 'starting' ? (
          <p className="relative flex items-center gap-2 text-sm text-white">
            <Spinner className="h-5 w-5" label="Starting camera" /> Starting camera…
          </p>
        ) : null}
        {camera.state === 'off' ? (
          <div className="flex flex-col items-center gap-2 px-6 text-center text-stone-500">
            <ScanBarcode className="h-10 w-10 text-stone-400" aria-hidden />
            <p className="text-sm">Scan a barcode with your camera, or type it below.</p>
          </div>
        ) : null}
        {error ? (
          <div
            role="alert"
            className="flex max-w-sm flex-col items-center gap-2 px-6 text-center"
            data-testid="camera-error"
          >
            <CameraOff className="h-9 w-9 text-red-500" aria-hidden />
            <p className="font-semibold text-stone-900">{error.title}</p>
            <p className="text-sm text-stone-600">{error.message}</p>
            {!window.isSecureContext ? (
              <p className="text-xs text-stone-500">
                Browsers only open the camera on a secure (https) address or on localhost.
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      <p className="sr-only" aria-live="polite">
        {camera.state === 'scanning' ? 'Camera on. Point it at a barcode.' : ''}
      </p>

      <div className="flex flex-wrap items-center gap-2">
        {live ? (
          <Button variant="secondary" onClick={camera.stop}>
            <CameraOff className="h-4 w-4" aria-hidden /> Stop Camera
          </Button>
        ) : camera.state === 'error' && camera.error !== 'unsupported' ? (
          <Button onClick={() => void camera.start()} disabled={disabled}>
            <RotateCcw className="h-4 w-4" aria-hidden /> Retry Camera Access
          </Button>
        ) : (
          <Button onClick={() => void camera.start()} disabled={disabled || camera.error === 'unsupported'}>
            <Camera className="h-4 w-4" aria-hidden /> Access Camera
          </Button>
        )}
        {camera.state === 'scanning' && camera.torch.supported ? (
          <Button
            variant="secondary"
            aria-pressed={camera.torch.on}
            onClick={() => void camera.toggleTorch()}
          >
            {camera.torch.on ? (
              <FlashlightOff className="h-4 w-4" aria-hidden />
            ) : (
              <Flashlight className="h-4 w-4" aria-hidden />
            )}
            {camera.torch.on ? 'Torch off' : 'Torch on'}
          </Button>
        ) : null}
        {camera.state === 'scanning' ? (
          <span className="text-sm text-stone-600">Hold the barcode inside the frame.</span>
        ) : null}
      </div>
    </div>
  );
}

/** Where to hold the barcode; the moving line says the scanner is working (still when motion is reduced). */
function AimFrame() {
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center" aria-hidden>
      <div className="relative h-2/5 w-3/4 rounded-lg border-2 border-white/80 shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]">
        <div className="absolute inset-x-3 top-1/2 h-0.5 bg-brand-500 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
