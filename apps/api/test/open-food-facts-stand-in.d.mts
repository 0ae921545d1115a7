export interface StandInBehaviour {
  /** Wait this long before answering. */
  delayMs?: number;
  /** Answer with this status instead. */
  status?: number;
  /** Answer with this raw body instead (e.g. invalid JSON). */
  body?: string;
}

export interface StandInRequest {
  barcode: string;
  query: string;
  userAgent: string;
}

export interface OpenFoodFactsStandIn {
  url: string;
  port: number;
  barcodes: string[];
  requests: StandInRequest[];
  hits(barcode: string): number;
  behave(barcode: string, behaviour: StandInBehaviour): void;
  reset(): void;
  close(): Promise<void>;
}

export function defaultDataDir(): string;
export function startOpenFoodFactsStandIn(options?: {
  dataDir?: string;
  port?: number;
  host?: string;
}): Promise<OpenFoodFactsStandIn>;
