import { checkBarcode, PRODUCT_MESSAGES, type ProductLookup, UNKNOWN_PRODUCT } from '@kitching/contracts';
import { ScanBarcode } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.component';
import { toast } from '../../components/ui/toast.component';
import { useDocumentTitle } from '../../components/ui/use-document-title.hook';
import { ApiError } from '../../lib/api';
import { RequireFamily } from '../auth/require-family.component';
import { BarcodeCamera } from './barcode-camera.component';
import { HowToCard } from './how-to-card.component';
import { ItemActionForm } from './item-action-form.component';
import { ManualEntry } from './manual-entry.component';
import { LookingUpCard, ProductCard } from './product-card.component';
import { useLookupBarcode } from './scanner.mutations';

/** Spec 4: idle, looking up, product found or not found, then add or remove, then reset. */
type Phase =
  | { name: 'idle' }
  | { name: 'looking-up'; barcode: string }
  | { name: 'result'; product: ProductLookup; notice?: string; id: number };

/** What the card shows when the lookup itself failed (timeout, outage): still addable by hand. */
const unknownProduct = (barcode: string): ProductLookup => ({
  barcode,
  found: false,
  source: 'openfoodfacts',
  productName: UNKNOWN_PRODUCT.name,
  name: UNKNOWN_PRODUCT.name,
  brand: null,
  category: UNKNOWN_PRODUCT.category,
  imageUrl: null,
});

/** /scanner (spec 2.13). */
export function ScannerPage() {
  useDocumentTitle('Scanner - Kitching');
  return (
    <RequireFamily
      title="Scanner"
      message="Set up your family first: scanned items go into your family's inventory."
    >
      {({ familyId }) => <Scanner familyId={familyId} />}
    </RequireFamily>
  );
}

function Scanner({ familyId }: { familyId: number }) {
  const lookup = useLookupBarcode(familyId);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [entryError, setEntryError] = useState<string>();
  const [scanError, setScanError] = useState<string>();
  const manualInput = useRef<HTMLInputElement>(null);
  const lastVia = useRef<'camera' | 'manual'>('manual');
  const results = useRef(0);
  const [resets, setResets] = useState(0);

  const find = useCallback(
    async (raw: string, via: 'camera' | 'manual') => {
      lastVia.current = via;
      setEntryError(undefined);
      setScanError(undefined);
      const check = checkBarcode(raw);
      if (!check.ok) {
        // A camera can read codes that are not product barcodes (Code 128 shelf labels, ...).
        if (via === 'camera') setScanError(`Scanned "${raw}": ${check.message}`);
        else setEntryError(check.message);
        return;
      }
      setPhase({ name: 'looking-up', barcode: check.barcode });
      try {
        const product = await lookup.mutateAsync(check.barcode);
        if (!product.found) toast({ title: PRODUCT_MESSAGES.notFoundToast });
        setPhase({ name: 'result', product, id: ++results.current });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 502 || error.status === 504)) {
          setPhase({
            name: 'result',
            product: unknownProduct(check.barcode),
            notice: error.serverMessage,
            id: ++results.current,
          });
          return;
        }
        setPhase({ name: 'idle' });
        if (error instanceof ApiError && error.status === 400) setEntryError(error.serverMessage);
        // Spec 8: anything else (no session, no family, a server fault, no network) says the spec's words.
        else toast({ title: 'Error', description: PRODUCT_MESSAGES.processingError, variant: 'error' });
      }
    },
    [lookup],
  );

  const reset = useCallback(() => {
    setPhase({ name: 'idle' });
    setResets((n) => n + 1);
    if (lastVia.current === 'manual') manualInput.current?.focus();
  }, []);

  const busy = phase.name === 'looking-up';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Scanner</h1>
        <p className="mt-1 text-stone-600">
          Scan a barcode to add what you bought or use up what you cooked.
        </p>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
        <Card className="lg:col-start-1 lg:row-start-1">
          <CardHeader>
            <CardTitle>Barcode Scanner</CardTitle>
            <CardDescription>Point your camera at a barcode, or type the digits.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <BarcodeCamera onDetected={(code) => void find(code, 'camera')} disabled={busy} />
            {scanError ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
                {scanError}
              </p>
            ) : null}
            <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-stone-500">
              <span className="h-px flex-1 bg-stone-200" /> or enter it by hand{' '}
              <span className="h-px flex-1 bg-stone-200" />
            </div>
            <ManualEntry
              onSubmit={(code) => void find(code, 'manual')}
              busy={busy}
              serverError={entryError}
              inputRef={manualInput}
              resetKey={resets}
            />
          </CardContent>
        </Card>

        <section
          aria-label="Scanned product"
          className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {phase.name === 'idle' ? <IdleCard /> : null}
          {phase.name === 'looking-up' ? <LookingUpCard barcode={phase.barcode} /> : null}
          {phase.name === 'result' ? (
            <>
              <ProductCard
                key={`card-${phase.id}`}
                product={phase.product}
                notice={phase.notice}
                onReset={reset}
              />
              <ItemActionForm
                key={`form-${phase.id}`}
                familyId={familyId}
                product={phase.product}
                onDone={reset}
              />
            </>
          ) : null}
        </section>

        <div className="lg:col-start-1 lg:row-start-2">
          <HowToCard />
        </div>
      </div>
    </div>
  );
}

function IdleCard() {
  return (
    <Card
      className="flex flex-col items-center gap-2 border-dashed p-8 text-center"
      data-testid="scanner-idle"
    >
      <ScanBarcode className="h-10 w-10 text-stone-300" aria-hidden />
      <p className="font-medium text-stone-800">No product yet</p>
      <p className="max-w-xs text-sm text-stone-600">Scan or type a barcode and the product shows up here.</p>
    </Card>
  );
}
