import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  PRODUCT_MESSAGES,
  smartAddMessages,
} from '@kitching/contracts';
import { ImageUp, ScanBarcode, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Field } from '../../components/ui/field.component';
import { Input } from '../../components/ui/input.component';
import { Spinner } from '../../components/ui/spinner.component';
import { toast } from '../../components/ui/toast.store';
import { BarcodeCamera } from '../scanner/barcode-camera.component';

interface ImageTabProps {
  /** A barcode the camera read: analysed like typed text. */
  onBarcode(code: string): void;
  onImage(file: File): void;
  busy: boolean;
}

/** The file's problem in PRODUCT_MESSAGES' words, or null when it may be sent. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return PRODUCT_MESSAGES.imageType;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return PRODUCT_MESSAGES.imageTooLarge;
  return null;
}

/** Spec 2.6: the camera barcode scanner (torch, Cancel, Retry Camera Access) and a photo upload. */
export function ImageTab({ onBarcode, onImage, busy }: ImageTabProps) {
  const [scanning, setScanning] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  const analyze = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast({
        title: smartAddMessages.noImage.title,
        description: smartAddMessages.noImage.message,
        variant: 'error',
      });
      return;
    }
    if (!fileError) onImage(file);
  };

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="quick-add-scan-title" className="flex flex-col gap-3">
        <h3 id="quick-add-scan-title" className="text-sm font-semibold text-stone-900">
          Scan a barcode
        </h3>
        {scanning ? (
          <>
            <BarcodeCamera
              autoStart
              disabled={busy}
              onDetected={(code) => {
                setScanning(false);
                onBarcode(code);
              }}
            />
            <Button variant="secondary" className="self-start" onClick={() => setScanning(false)}>
              <X className="h-4 w-4" aria-hidden /> Cancel
            </Button>
          </>
        ) : (
          <Button className="self-start" onClick={() => setScanning(true)} disabled={busy}>
            {busy ? <Spinner label="Analyzing" /> : <ScanBarcode className="h-4 w-4" aria-hidden />}
            Scan Barcode
          </Button>
        )}
      </section>

      <form onSubmit={analyze} noValidate className="flex flex-col gap-3 border-t border-stone-100 pt-4">
        <Field
          label="Upload a photo of the product or its barcode"
          error={fileError}
          hint="JPEG, PNG, WebP or GIF, under 8 MB."
        >
          <Input
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(',')}
            className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:text-sm"
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              setFile(picked);
              setFileError(picked ? (imageFileProblem(picked) ?? undefined) : undefined);
            }}
          />
        </Field>
        <Button type="submit" className="self-end" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner label="Analyzing image" /> : <ImageUp className="h-4 w-4" aria-hidden />}
          Analyze Image
        </Button>
      </form>
    </div>
  );
}
