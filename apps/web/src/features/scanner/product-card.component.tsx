import { formatItemQuantity, PRODUCT_MESSAGES, type ProductLookup } from '@kitching/contracts';
import { CircleHelp, PackageCheck, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../components/ui/badge.component';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { Spinner } from '../../components/ui/spinner.component';
import { CategoryIcon } from '../inventory/category-icon.component';
import { DETECTED_MARK } from './use-barcode-camera.hook';

/** Decoded barcode -> product card on screen, as a performance measure (read by the browser tests). */
export const SCAN_TO_CARD_MEASURE = 'kitching:scan-to-card';

function measureScanToCard() {
  if (performance.getEntriesByName(DETECTED_MARK, 'mark').length === 0) return;
  performance.measure(SCAN_TO_CARD_MEASURE, DETECTED_MARK);
  performance.clearMarks(DETECTED_MARK);
}

const SOURCE_LABELS: Record<ProductLookup['source'], string> = {
  inventory: 'Already in your inventory',
  family: 'Named by your family',
  cache: 'From Open Food Facts',
  openfoodfacts: 'From Open Food Facts',
};

/** While the lookup runs. */
export function LookingUpCard({ barcode }: { barcode: string }) {
  return (
    <Card className="flex items-center gap-3 p-5" aria-live="polite" aria-busy="true">
      <Spinner className="h-5 w-5 text-brand-600" label="Looking up" />
      <p className="text-sm text-stone-700">
        Looking up <span className="font-mono">{barcode}</span>…
      </p>
    </Card>
  );
}

interface ProductCardProps {
  product: ProductLookup;
  /** Why the lookup could not finish (timeout, outage): shown instead of the not-found text. */
  notice?: string;
  onReset(): void;
}

/** The product found / not found card (spec 2.13); it takes focus so screen readers read it. */
export function ProductCard({ product, notice, onReset }: ProductCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const [imageOk, setImageOk] = useState(true);
  useEffect(() => {
    measureScanToCard();
    // The whole card in view (on a phone it opens below the camera and the barcode box), then focus on
    // its name for screen readers; focusing alone would scroll just the heading to the screen's edge.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    cardRef.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const item = product.inventoryItem;

  return (
    <Card
      ref={cardRef}
      className="scroll-mb-4 scroll-mt-20 overflow-hidden"
      data-testid="product-card"
      data-found={product.found}
    >
      <div className="flex gap-4 p-5">
        <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-stone-100">
          {product.imageUrl && imageOk ? (
            <img
              src={product.imageUrl}
              alt=""
              className="h-full w-full object-contain"
              onError={() => setImageOk(false)}
              referrerPolicy="no-referrer"
            />
          ) : product.found ? (
            <PackageCheck className="h-9 w-9 text-green-600" aria-hidden />
          ) : (
            <CircleHelp className="h-9 w-9 text-stone-400" aria-hidden />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p
            className={
              product.found ? 'text-xs font-medium text-green-700' : 'text-xs font-medium text-amber-700'
            }
          >
            {product.found ? 'Product found' : 'Product not found'}
          </p>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="break-words text-lg font-semibold text-stone-900 focus:outline-none"
          >
            {product.productName}
          </h2>
          {product.brand ? <p className="text-sm text-stone-600">{product.brand}</p> : null}
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <span className="flex items-center gap-1.5 text-sm text-stone-700">
              <CategoryIcon category={product.category} className="h-6 w-6 [&>svg]:h-3.5 [&>svg]:w-3.5" />
              {product.category}
            </span>
            <Badge tone="gray" className="font-mono">
              {product.barcode}
            </Badge>
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-stone-100 bg-stone-50/60 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm">
          {product.found ? (
            <p className="text-stone-600">
              {SOURCE_LABELS[product.source]}
              {item ? (
                <>
                  {': '}
                  <strong className="text-stone-900">{formatItemQuantity(item.quantity, item.unit)}</strong>{' '}
                  on hand
                </>
              ) : null}
            </p>
          ) : (
            <p role="status" className="text-amber-800">
              {notice ?? PRODUCT_MESSAGES.notFound}
            </p>
          )}
        </div>
        <Button variant="ghost" size="sm" onClick={onReset} className="self-start sm:self-auto">
          <RotateCcw className="h-4 w-4" aria-hidden /> Scan another
        </Button>
      </div>
    </Card>
  );
}
