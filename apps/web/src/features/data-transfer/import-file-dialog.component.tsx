import type { ImportResult } from '@kitching/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Dialog } from '../../components/ui/dialog.component';
import { toast } from '../../components/ui/toast.component';
import { ApiError } from '../../lib/api';
import { uploadImport } from './data-transfer.api';
import { ImportSummary } from './import-summary.component';

type Step =
  | { kind: 'choose' }
  | { kind: 'uploading'; preview: boolean; progress: number }
  | { kind: 'preview'; result: ImportResult }
  | { kind: 'done'; result: ImportResult };

const failure = (error: unknown) =>
  error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : error instanceof ApiError && error.status === 0
      ? 'Could not reach Kitching. Check your connection and try again.'
      : 'The import failed. Please try again.';

const ACCEPT = '.zip,.json,.csv,.tsv,.txt,.gz,.paprikarecipes,.paprikarecipe,.cook,.html,.htm,.md';

/**
 * Import a file (a Kitching export, a pantry CSV, another recipe app's export): the file is sent once
 * as a preview (nothing changes: what would be added, what exists already by name, what could not be
 * read), then again when confirmed. A bar shows the upload's progress.
 */
export function ImportFileDialog({
  familyId,
  open,
  onOpenChange,
  title = 'Import recipes',
}: {
  familyId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  title?: string;
}) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string>();
  const busy = step.kind === 'uploading';

  async function send(chosen: File, preview: boolean) {
    setError(undefined);
    setStep({ kind: 'uploading', preview, progress: 0 });
    try {
      const result = await uploadImport(familyId, chosen, { preview }, (progress) =>
        setStep({ kind: 'uploading', preview, progress }),
      );
      setStep(preview ? { kind: 'preview', result } : { kind: 'done', result });
      if (!preview) {
        await queryClient.invalidateQueries();
        toast({ title: 'Import complete', description: chosen.name, variant: 'success' });
      }
    } catch (e) {
      setError(failure(e));
      setStep({ kind: 'choose' });
    }
  }

  function reset(next: boolean) {
    if (busy) return;
    if (!next) {
      setFile(null);
      setStep({ kind: 'choose' });
      setError(undefined);
    }
    onOpenChange(next);
  }

  const nothingNew =
    step.kind === 'preview' &&
    step.result.recipes + step.result.mealPlans + step.result.groceryLists + step.result.inventoryItems === 0;
  return (
    <Dialog
      open={open}
      onOpenChange={reset}
      title={title}
      description="A Kitching export, a pantry CSV, or an export from Mealie, Tandoor, Paprika, Nextcloud Cookbook, Copy Me That, Plan to Eat, MyRecipeBox, Chowdown, Cooklang or a recipe JSON-LD file. You see what will be added before anything changes."
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            aria-label="File to import"
            data-testid="import-file-input"
            className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
            disabled={busy}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              setStep({ kind: 'choose' });
              if (chosen) void send(chosen, true);
            }}
          />
        </div>
        {step.kind === 'uploading' ? (
          <div className="flex flex-col gap-1" data-testid="import-progress">
            <p className="text-sm text-stone-700">
              {step.progress < 1
                ? `Uploading... ${Math.round(step.progress * 100)}%`
                : step.preview
                  ? 'Reading the file...'
                  : 'Importing...'}
            </p>
            <progress
              className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
              max={1}
              value={step.progress}
              aria-label="Upload progress"
            />
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        {step.kind === 'preview' || step.kind === 'done' ? <ImportSummary result={step.result} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          {step.kind === 'done' ? (
            <Button onClick={() => reset(false)}>Done</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={() => reset(false)} disabled={busy}>
                Cancel
              </Button>
              {step.kind === 'preview' ? (
                <Button onClick={() => file && send(file, false)} disabled={nothingNew}>
                  <FileUp className="h-4 w-4" aria-hidden />
                  {nothingNew ? 'Nothing new to import' : 'Import'}
                </Button>
              ) : null}
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
