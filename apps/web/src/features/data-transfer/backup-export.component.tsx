import { type Actor, can } from '@kitching/contracts';
import { Download, FileSpreadsheet, FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.component';
import { useSession } from '../auth/use-session.hook';
import { exportUrl, pantryCsvUrl } from './data-transfer.api';
import { ImportFileDialog } from './import-file-dialog.component';

const linkClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 shadow-sm hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * /settings' 'Backup & export' (issue 25): download the family's export or its pantry as CSV, import a
 * file. Shown to those who may export (the settings page asks `showsBackupExport`).
 */
export function BackupExportSettings() {
  const { user, familyId } = useSession();
  const [importing, setImporting] = useState(false);
  if (!user || !familyId) return null;
  const viewer: Actor = { id: user.id, role: user.role, familyId };
  return (
    <div className="flex flex-col gap-4" data-testid="backup-export">
      <p className="text-sm text-stone-600">
        Download everything your family keeps in Kitching as one file: recipes, meal plans, the pantry with
        its history, grocery lists and settings. Import it here or into another Kitching to restore it.
      </p>
      <div className="flex flex-wrap gap-2">
        <a className={linkClass} href={exportUrl(familyId)} download>
          <Download className="h-4 w-4" aria-hidden /> Download export
        </a>
        <a className={linkClass} href={pantryCsvUrl(familyId)} download>
          <FileSpreadsheet className="h-4 w-4" aria-hidden /> Pantry as CSV
        </a>
        {can(viewer, 'family.import') ? (
          <Button onClick={() => setImporting(true)}>
            <FileUp className="h-4 w-4" aria-hidden /> Import a file
          </Button>
        ) : null}
      </div>
      <ImportFileDialog
        familyId={familyId}
        open={importing}
        onOpenChange={setImporting}
        title="Import a file"
      />
    </div>
  );
}

export const showsBackupExport = (viewer: Actor) => can(viewer, 'family.export');
