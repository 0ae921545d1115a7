import { serveJobs } from '../../lib/worker-pool';
import { readImageBarcodes } from './barcode-reader';

// Runs in a worker thread (barcode-image.ts): decoding a photo would hold the server's event loop for
// about a second, and a large one for longer.
serveJobs<Uint8Array, string[]>(readImageBarcodes);
