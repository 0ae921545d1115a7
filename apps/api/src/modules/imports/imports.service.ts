import type { Readable } from 'node:stream';
import type { Actor, ImportResult } from '@kitching/contracts';
import { authorize } from '../../kernel/authorize';
import type { ScopedRun, Tx } from '../../kernel/unit-of-work';
import type { FamiliesService } from '../families/families.service';
import type { UsersService } from '../users/users.service';
import { chunkedImports } from './chunked-import';
import { inventoryCsv, looksLikePantryCsv, readPantryCsv } from './csv-inventory';
import { writeExport } from './export-writer';
import {
  type FormatReader,
  IMPORT_FORMATS,
  type ImportFormat,
  type ImportSource,
} from './formats/import-format';
import { importErrors } from './imports.errors';
import { isKitchingExport, MAX_IMPORT_ENTRIES, readKitchingExport } from './kitching-reader';
import { openUpload, type UploadLimits } from './open-upload';
import { recipeDrafts } from './recipe-drafts';
import { type ImportPlan, planBundle, planPantry, planRead, type WriteDeps } from './write-import';

declare module '../../kernel/app-context' {
  interface AppServices {
    imports: ImportsService;
  }
}

const APP_VERSION = '0.2.0';

export interface ImportRequest {
  fileName: string;
  bytes: Uint8Array;
  /** Forces a format instead of detecting it. */
  format?: string;
  preview: boolean;
}

export function importsService(
  deps: WriteDeps & {
    families: FamiliesService;
    users: UsersService;
    run: ScopedRun<unknown>;
    formats: {
      readers: FormatReader[];
      detectFormat: (source: ImportSource) => Promise<FormatReader | null>;
    };
    limits?: UploadLimits;
  },
) {
  const { recipes, meals, grocery, inventory, users, families, run, formats } = deps;
  const imports = chunkedImports(run, {
    recipes: recipes.removeImported,
    mealPlans: meals.removeImported,
    groceryLists: grocery.removeImported,
    inventoryItems: inventory.removeImportedItems,
    stockActions: inventory.removeImportedActions,
  });

  async function familyName(actor: Actor, familyId: number) {
    authorize(actor, 'family.view', familyId);
    const family = await families.find(familyId);
    return family?.name ?? 'Family';
  }

  /** What the upload is: forced by `format`, else a Kitching export, a pantry CSV, or another app's. */
  async function detect(
    source: ImportSource,
    forced?: string,
  ): Promise<{ format: ImportFormat; reader?: FormatReader }> {
    if (forced) {
      if (!(IMPORT_FORMATS as readonly string[]).includes(forced)) throw importErrors.badFormatField(forced);
      if (forced === 'kitching' || forced === 'csv-inventory') return { format: forced };
      const reader = formats.readers.find((r) => r.format === forced);
      if (!reader) throw importErrors.badFormatField(forced);
      return { format: reader.format, reader };
    }
    if (await isKitchingExport(source)) return { format: 'kitching' };
    // A recipe app's file first: its CSVs also have a title and a quantity ('servings'), which alone
    // would read as a pantry's columns.
    const reader = await formats.detectFormat(source);
    if (reader) return { format: reader.format, reader };
    const only = source.files.length === 1 ? source.files[0]! : undefined;
    if (
      only &&
      only.size < 50 * 1024 * 1024 &&
      !/\.json$/i.test(only.path) &&
      looksLikePantryCsv(await only.text())
    )
      return { format: 'csv-inventory' };
    throw importErrors.unknownFormat();
  }

  /** Reads the upload into a plan maker, bounded before any transaction starts. */
  async function prepare(source: ImportSource, format: ImportFormat, reader?: FormatReader) {
    const cap = (n: number) => {
      if (n > MAX_IMPORT_ENTRIES) throw importErrors.tooManyRecipes(n, MAX_IMPORT_ENTRIES);
    };
    if (format === 'kitching') {
      const bundle = await readKitchingExport(source);
      cap(Math.max(bundle.recipes.length, bundle.inventoryItems.length, bundle.mealPlans.length));
      return (tx: Tx, actorId: number, familyId: number) => planBundle(tx, deps, actorId, familyId, bundle);
    }
    if (format === 'csv-inventory') {
      const only = source.files.find((f) => /\.(csv|tsv|txt)$/i.test(f.path)) ?? source.files[0];
      if (!only) throw importErrors.noFile();
      const read = readPantryCsv(await only.text());
      return (tx: Tx, actorId: number, familyId: number) => planPantry(tx, deps, actorId, familyId, read);
    }
    const read = await reader!.read(source);
    cap(read.recipes.length);
    const skipped = [...read.skipped];
    const drafts = await recipeDrafts(read.recipes, skipped);
    const prepared = { ...read, skipped, drafts };
    return (tx: Tx, actorId: number, familyId: number) => planRead(tx, deps, actorId, familyId, prepared);
  }

  return {
    /** Undoes imports a stopped process left part-way (the server's start calls it; each import does too). */
    sweepImports: () => imports.sweep(),

    /** Who may import into this family: checked before the upload is read, so an outsider's file is never taken in. */
    mayImport(actor: Actor, familyId: number) {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'family.import');
    },

    /**
     * POST /api/families/:familyId/imports. The plan (what is new by name, hence the counts and the
     * skipped) is worked out in one short read; a preview answers it and writes nothing. The import
     * writes it in short transactions under a run and is whole only with its last one (the one
     * `family.imported` event); a failure removes what it had added (chunked-import.ts).
     */
    async importFile(actor: Actor, familyId: number, request: ImportRequest): Promise<ImportResult> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'family.import');
      const source = await openUpload(request.fileName, request.bytes, deps.limits);
      const { format, reader } = await detect(source, request.format);
      const makePlan = await prepare(source, format, reader);
      const plan: ImportPlan = await run((tx) => makePlan(tx, actor.id, familyId));
      if (!request.preview)
        await imports.perform(
          familyId,
          format,
          (chunks) => plan.rows(chunks),
          async (tx) => {
            await plan.finish(tx);
            tx.emit({
              type: 'family.imported',
              familyId,
              actorId: actor.id,
              details: { format, ...plan.counts },
            });
          },
        );
      return { format, preview: request.preview, ...plan.counts, skipped: plan.skipped.slice(0, 1000) };
    },

    /** GET /api/families/:familyId/export: the zip, streamed (export-writer.ts). */
    async exportFamily(actor: Actor, familyId: number): Promise<{ fileName: string; stream: Readable }> {
      const name = await familyName(actor, familyId);
      authorize(actor, 'family.export');
      const stream = writeExport({
        familyName: name,
        appVersion: APP_VERSION,
        settings: async () => {
          const family = await families.find(familyId);
          const shop = await grocery.exportSettings(familyId);
          return {
            name,
            familySize: family?.familySize ?? null,
            shopOrder: shop.shopOrder,
            putAwayOnTick: shop.putAwayOnTick,
            lowStockToList: shop.lowStockToList,
            shelfLife: await inventory.exportShelfLife(familyId),
            nameLinks: shop.nameLinks,
          };
        },
        pages: {
          recipes: (after, limit) => recipes.exportPage(familyId, after, limit),
          mealPlans: (after, limit) => meals.exportPage(familyId, after, limit),
          groceryLists: (after, limit) => grocery.exportPage(familyId, after, limit),
          inventoryItems: (after, limit) => inventory.exportItemsPage(familyId, after, limit),
          stockActions: (after, limit) => inventory.exportActionsPage(familyId, after, limit),
        },
        members: () => users.exportMembers(familyId),
        nextImage: (afterRecipeId) => recipes.exportImage(familyId, afterRecipeId),
      });
      const day = new Date().toISOString().slice(0, 10);
      const slug =
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'family';
      return { fileName: `kitching-${slug}-${day}.zip`, stream };
    },

    /** GET /api/families/:familyId/inventory.csv: the pantry as a spreadsheet opens it. */
    async inventoryCsv(actor: Actor, familyId: number): Promise<string> {
      authorize(actor, 'family.view', familyId);
      authorize(actor, 'family.export');
      const parts: string[] = [];
      for (let after = 0; ; ) {
        const page = await inventory.exportItemsPage(familyId, after, 500);
        if (!page.length) break;
        parts.push(inventoryCsv(page, parts.length === 0));
        after = page[page.length - 1]!.id;
      }
      return parts.join('') || inventoryCsv([], true);
    },
  };
}
export type ImportsService = ReturnType<typeof importsService>;
