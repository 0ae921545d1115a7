import multipart, { type MultipartFile } from '@fastify/multipart';
import { dataOf, RECIPE_IMAGE_MAX_BYTES, recipeSchema } from '@kitching/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../kernel/app-context';
import { requireFamilyUser } from '../../kernel/guards';
import { idParams } from '../../kernel/route-kit';
import { recipeErrors } from './recipes.errors';

/** A day: the address changes with the photo (`imageUrl`), so a cached one is never stale for long. */
const CACHE_CONTROL = 'private, max-age=86400';

/** The form's `file`, bounded by the multipart limit (413 past it). */
async function readPhoto(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw recipeErrors.noImageFile();
  let bytes: Uint8Array | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') continue;
    const upload = part as MultipartFile;
    if (upload.fieldname !== 'file' || bytes) {
      upload.file.resume();
      continue;
    }
    try {
      bytes = await upload.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw recipeErrors.imageTooLarge();
      throw error;
    }
  }
  if (!bytes?.length) throw recipeErrors.noImageFile();
  return bytes;
}

/** Issue 25: a recipe's photo, read (cached by ETag), set by an upload, removed. */
export const recipeImageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const recipes = ctx.services.recipes;
    const tags = ['recipes'];
    await app.register(multipart, {
      limits: { fileSize: RECIPE_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });

    app.get(
      '/api/recipes/:id/image',
      {
        schema: {
          tags,
          summary: "The recipe's photo (JPEG, PNG or WebP); 404 when it has none",
          params: idParams,
          produces: ['image/jpeg', 'image/png', 'image/webp'],
        },
      },
      async (request, reply) => {
        const image = await recipes.image(requireFamilyUser(request), request.params.id);
        const etag = `"${image.sha256}"`;
        reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
        const match = request.headers['if-none-match']?.split(',') ?? [];
        if (match.some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
        return reply
          .header('content-type', image.contentType)
          .header('content-length', image.size)
          .send(Buffer.from(image.bytes));
      },
    );

    app.put(
      '/api/recipes/:id/image',
      {
        schema: {
          tags,
          summary: "Set the recipe's photo",
          description:
            'multipart/form-data, field `file`: a JPEG, PNG or WebP image of at most 5 MB (its type is read from its bytes). Recipe editors only.',
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: dataOf(recipeSchema) },
        },
        // A body that says it is larger than a photo may be is refused before a byte of it is read.
        onRequest: async (request) => {
          if (Number(request.headers['content-length']) > RECIPE_IMAGE_MAX_BYTES + 64 * 1024)
            throw recipeErrors.imageTooLarge();
        },
      },
      async (request) => {
        const actor = requireFamilyUser(request);
        const { id } = request.params;
        // The recipe is checked before the upload is read: another family's id answers 404 at once.
        await recipes.get(actor, id);
        return { data: await recipes.setImage(actor, id, await readPhoto(request)) };
      },
    );

    app.delete(
      '/api/recipes/:id/image',
      {
        schema: {
          tags,
          summary: "Remove the recipe's photo",
          params: idParams,
          response: { 200: dataOf(recipeSchema) },
        },
      },
      async (request) => ({
        data: await recipes.removeImage(requireFamilyUser(request), request.params.id),
      }),
    );
  };
