import type { TransferListItem } from 'node:worker_threads';
import {
  type Actor,
  type AnalyzeRecipeResult,
  isImportableUrl,
  RECIPE_IMPORT_MAX_HTML_BYTES,
} from '@kitching/contracts';
import type { Config } from '../../config';
import { authorize } from '../../kernel/authorize';
import { fetchGuarded } from '../../lib/outbound';
import { WorkerPoolError } from '../../lib/worker-pool';
import { isHtmlContentType, looksLikeHtml } from './extract/decode-page';
import { type ExtractionPoolOptions, type ExtractJob, extractionPool } from './extract/extract-pool';
import { smartAddErrors } from './smart-add.errors';

// Many recipe sites turn away clients that do not look like a browser; Kitching still names itself.
const PAGE_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Kitching/0.2',
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  'accept-language': 'en;q=0.9,*;q=0.5',
};

export interface SmartAddDeps {
  config: Pick<Config, 'ALLOW_PRIVATE_FETCH'>;
  /** Tests only: see OutboundOptions.isBlockedAddress. */
  isBlockedAddress?: (address: string) => boolean;
  /** Tests only: other limits for the extraction workers (extract-pool.ts has the real ones). */
  extraction?: ExtractionPoolOptions;
}

declare module '../../kernel/app-context' {
  interface AppServices {
    smartAdd: SmartAddService;
  }
}

/** The bytes in memory of their own (a small Buffer shares Node's pool, which must not be moved). */
const ownBytes = (bytes: Buffer): Uint8Array<ArrayBuffer> =>
  bytes.byteOffset === 0 &&
  bytes.byteLength === bytes.buffer.byteLength &&
  bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);

/** A failed extraction as the API answers it; a worker that cannot start at all is a server fault. */
function extractionError(error: unknown): unknown {
  if (!(error instanceof WorkerPoolError)) return error;
  switch (error.reason) {
    case 'timeout':
      return smartAddErrors.tooSlow();
    case 'failed':
    case 'crashed':
      return smartAddErrors.unreadable();
    case 'busy':
    case 'closed':
      return smartAddErrors.busy();
    default:
      return error;
  }
}

/**
 * Recipe import: read a recipe from a web address or from a page's pasted HTML (spec 2.8, 5, 7).
 * Pages are read in worker threads (extract-pool.ts), which close() stops.
 */
export function smartAddService({ config, isBlockedAddress, extraction }: SmartAddDeps) {
  const pool = extractionPool(extraction);

  async function analyze(job: ExtractJob, transfer?: TransferListItem[]): Promise<AnalyzeRecipeResult> {
    const found = await pool.run(job, transfer).catch((error: unknown) => {
      throw extractionError(error);
    });
    if (!found) throw smartAddErrors.noRecipe();
    return { type: 'recipe', method: found.method, data: found.recipe };
  }

  return {
    /** Fetches the page (guarded: public addresses only, 10 s, 5 MB) and reads its recipe. */
    async analyzeUrl(actor: Actor, rawUrl: string): Promise<AnalyzeRecipeResult> {
      authorize(actor, 'recipes.import');
      const url = rawUrl.trim();
      if (!isImportableUrl(url)) throw smartAddErrors.invalidUrl();
      const page = await fetchGuarded(url, {
        headers: PAGE_HEADERS,
        maxBytes: RECIPE_IMPORT_MAX_HTML_BYTES,
        allowPrivate: config.ALLOW_PRIVATE_FETCH,
        ...(isBlockedAddress ? { isBlockedAddress } : {}),
      });
      if (page.status < 200 || page.status >= 300) throw smartAddErrors.siteRefused(page.status);
      const html = page.contentType.trim() ? isHtmlContentType(page.contentType) : looksLikeHtml(page.body);
      if (!html) throw smartAddErrors.notHtml();
      // The page's bytes move to the worker: copying 5 MB would cost the event loop milliseconds.
      const body = ownBytes(page.body);
      return analyze({ page: { body, contentType: page.contentType }, url }, [body.buffer]);
    },

    /** Reads a recipe from HTML the user pasted (for sites that turn servers away). */
    async analyzeHtml(actor: Actor, html: string, url?: string): Promise<AnalyzeRecipeResult> {
      authorize(actor, 'recipes.import');
      if (Buffer.byteLength(html) > RECIPE_IMPORT_MAX_HTML_BYTES) throw smartAddErrors.pageTooLarge();
      return analyze({ html, url: url ?? null });
    },

    close: () => pool.close(),
  };
}
export type SmartAddService = ReturnType<typeof smartAddService>;
