import { type Actor, can } from '@kitching/contracts';
import { Download, FileSpreadsheet, FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { Card } from '../../components/ui/card.component';
import { exportUrl, pantryCsvUrl } from './data-transfer.api';
import { ImportFileDialog } from './import-file-dialog.component';

const linkClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 shadow-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/** 'Backup & export' (issue 25): download the family's export or its pantry as CSV, import a file. */
export function BackupExportSection({ viewer }: { viewer: Actor & { familyId: number } }) {
  const [importing, setImporting] = useState(false);
  if (!can(viewer, 'family.export')) return null;
  return (
    <section aria-labelledby="backup-title" className="flex flex-col gap-3" data-testid="backup-export">
      <h2 id="backup-title" className="text-lg font-semibold text-stone-900">
        Backup &amp; export
      </h2>
      <Card className="flex flex-col gap-4 p-5">
        <p className="text-sm text-stone-600">
          Download everything your family keeps in Kitching as one file: recipes, meal plans, the pantry with
          its history, grocery lists and settings. Import it here or into another Kitching to restore it.
        </p>
        <div className="flex flex-wrap gap-2">
          <a className={linkClass} href={exportUrl(viewer.familyId)} download>
            <Download className="h-4 w-4" aria-hidden /> Download export
          </a>
          <a className={linkClass} href={pantryCsvUrl(viewer.familyId)} download>
            <FileSpreadsheet className="h-4 w-4" aria-hidden /> Pantry as CSV
          </a>
          {can(viewer, 'family.import') ? (
            <Button onClick={() => setImporting(true)}>
              <FileUp className="h-4 w-4" aria-hidden /> Import a file
            </Button>
          ) : null}
        </div>
      </Card>
      <ImportFileDialog
        familyId={viewer.familyId}
        open={importing}
        onOpenChange={setImporting}
        title="Import a file"
      />
    </section>
  );
}
