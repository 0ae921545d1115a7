import multipart, { type MultipartFile } from '@fastify/multipart';
import { dataOf, IMPORT_UPLOAD_MAX_BYTES, importFields, importResultSchema } from '@kitching/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../kernel/app-context';
import { requireUser } from '../../kernel/guards';
import { familyParams } from '../../kernel/route-kit';
import { importErrors } from './imports.errors';

const MAX_MB = Math.round(IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024);

/** The form: `file` (the upload) and the optional `format` and `preview` fields, in any order. */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw importErrors.noFile();
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Uint8Array } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const upload = part as MultipartFile;
    if (upload.fieldname !== 'file' || file) {
      upload.file.resume();
      continue;
    }
    try {
      file = { fileName: upload.filename || 'upload', bytes: await upload.toBuffer() };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw importErrors.tooLarge(MAX_MB);
      throw error;
    }
  }
  if (!file || file.bytes.length === 0) throw importErrors.noFile();
  const parsed = importFields.safeParse(fields);
  const format = parsed.success ? parsed.data.format : undefined;
  if (!parsed.success && fields.format) throw importErrors.badFormatField(fields.format);
  return { ...file, format: format || undefined, preview: fields.preview === 'true' };
}

/** Issue 25: export the family (a zip, streamed), the pantry as CSV, and import a file. */
export const importsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const imports = ctx.services.imports;
    const tags = ['imports'];

    // Only this plugin (and the scanner's) takes uploads: one file and two small fields.
    await app.register(multipart, {
      limits: { fileSize: IMPORT_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 8, fieldSize: 1024 },
    });

    app.post(
      '/api/families/:familyId/imports',
      {
        schema: {
          tags,
          summary: "Import a file: a Kitching export, a pantry CSV or another recipe app's export",
          description:
            'multipart/form-data: `file` (required), `format` (optional, forces one: kitching, csv-inventory, mealie, tandoor, paprika, nextcloud, copymethat, plantoeat, myrecipebox, chowdown, cooklang, jsonld) and `preview` (`true`: nothing is changed, the answer says what would be added). One transaction: all of it or nothing.',
          consumes: ['multipart/form-data'],
          params: familyParams,
          response: { 200: dataOf(importResultSchema) },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        // A body that says it is larger than the upload allowed is refused before a byte of it is read.
        onRequest: async (request) => {
          if (Number(request.headers['content-length']) > IMPORT_UPLOAD_MAX_BYTES + 64 * 1024)
            throw importErrors.tooLarge(MAX_MB);
        },
      },
      async (request) => {
        const actor = requireUser(request);
        const { familyId } = request.params;
        imports.mayImport(actor, familyId);
        return { data: await imports.importFile(actor, familyId, await readForm(request)) };
      },
    );

    app.get(
      '/api/families/:familyId/export',
      {
        schema: {
          tags,
          summary: 'Export the family: one zip (docs/export-format.md), streamed',
          params: familyParams,
          produces: ['application/zip'],
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const actor = requireUser(request);
        const { fileName, stream } = await imports.exportFamily(actor, request.params.familyId);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(stream);
      },
    );

    app.get(
      '/api/families/:familyId/inventory.csv',
      {
        schema: {
          tags,
          summary: 'The pantry as CSV (name, quantity, unit, category, expiry, min stock)',
          params: familyParams,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const actor = requireUser(request);
        const csv = await imports.inventoryCsv(actor, request.params.familyId);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="pantry.csv"')
          .send(csv);
      },
    );
  };
