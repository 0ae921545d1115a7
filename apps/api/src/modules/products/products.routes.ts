import multipart from '@fastify/multipart';
import {
  dataOf,
  familyProductBody,
  familyProductSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  productLookupSchema,
  productRecognitionSchema,
  scanAddBody,
  scanAddResultSchema,
  scanBarcodeBody,
  scanRemoveBody,
  scanRemoveResultSchema,
} from '@kitching/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../kernel/app-context';
import { requireFamilyUser } from '../../kernel/guards';
import { familyParams, routeKit } from '../../kernel/route-kit';
import { closeBarcodeDecoding, sniffImage } from './barcode-image';
import { productErrors } from './products.errors';

/** The one uploaded image, checked by declared type, size and its own first bytes. */
async function uploadedImage(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw productErrors.noImage();
  const file = await request.file();
  if (!file) throw productErrors.noImage();
  const declared = file.mimetype.toLowerCase();
  // A generic type is judged by the bytes alone; any other type must be one we read.
  const generic = declared === 'application/octet-stream' || declared === '';
  if (!generic && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(declared)) {
    file.file.resume();
    throw productErrors.imageType();
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw productErrors.imageTooLarge();
    throw error;
  }
  if (bytes.length === 0) throw productErrors.noImage();
  const kind = sniffImage(bytes);
  if (!kind) throw productErrors.imageUnreadable();
  // ZXing's image decoder has no WebP; say so rather than 'no barcode found'.
  if (kind === 'image/webp') throw productErrors.webpOnServer();
  return bytes;
}

/** Spec 7: barcode lookup, photo recognition, and the scanner's add and use-up actions. */
export const productsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const products = ctx.services.products;
    const tags = ['products'];
    const route = routeKit(app, ctx, tags);

    // Only this plugin takes uploads; one file, nothing else.
    await app.register(multipart, {
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    app.addHook('onClose', closeBarcodeDecoding);

    route.post('/api/scan/barcode', { body: scanBarcodeBody, data: productLookupSchema }, (actor, { body }) =>
      products.lookup(actor, body.familyId, body.barcode),
    );

    app.post(
      '/api/ai/recognize-product',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: dataOf(productRecognitionSchema) },
        },
        // Decoding a large photo is the heaviest thing a member can ask for.
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        // A body that says it is larger than the image allowed plus its form's few headers is refused
        // before it is read (the multipart parser alone would read all of it, looking for a boundary).
        onRequest: async (request) => {
          if (Number(request.headers['content-length']) > IMAGE_UPLOAD_MAX_BYTES + 64 * 1024)
            throw productErrors.imageTooLarge();
        },
      },
      async (request) => {
        const user = requireFamilyUser(request);
        return { data: await products.recognize(user, await uploadedImage(request)) };
      },
    );

    route.post(
      '/api/families/:familyId/products',
      { params: familyParams, body: familyProductBody, data: familyProductSchema },
      (actor, { params, body }) => products.nameProduct(actor, params.familyId, body),
    );

    route.upsert(
      '/api/scan/add',
      { body: scanAddBody, data: scanAddResultSchema },
      async (actor, { body }) => {
        const result = await products.add(actor, body);
        return { data: result, created: result.created };
      },
    );

    route.post(
      '/api/scan/remove',
      { body: scanRemoveBody, data: scanRemoveResultSchema },
      (actor, { body }) => products.remove(actor, body),
    );
  };
