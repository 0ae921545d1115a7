import { IMPORT_UPLOAD_MAX_BYTES, type ImportResult } from '@kitching/contracts';
import { ApiError, apiUrl } from '../../lib/api';

/** The family's export and pantry CSV: plain downloads (the session cookie goes with them). */
export const exportUrl = (familyId: number) => apiUrl(`/api/families/${familyId}/export`);
export const pantryCsvUrl = (familyId: number) => apiUrl(`/api/families/${familyId}/inventory.csv`);

export const tooLargeMessage = `The file is larger than ${Math.round(IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024)} MB, the most one import reads.`;

/**
 * POST /api/families/:familyId/imports with the file. XMLHttpRequest rather than fetch: it reports the
 * upload's progress (0 to 1), which a large export needs on a slow connection.
 */
export function uploadImport(
  familyId: number,
  file: File,
  { preview }: { preview: boolean },
  onProgress: (fraction: number) => void,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    if (file.size > IMPORT_UPLOAD_MAX_BYTES)
      return reject(new ApiError(413, 'imports.too_large', tooLargeMessage));
    const form = new FormData();
    form.append('preview', String(preview));
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`/api/families/${familyId}/imports`));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network.offline', '', {}, 'Could not reach Kitching'));
    xhr.onload = () => {
      let body: { data?: ImportResult; error?: { code?: string; message?: string } } | undefined;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) return resolve(body.data);
      reject(
        new ApiError(
          xhr.status,
          body?.error?.code ?? 'http.error',
          body?.error?.message ?? '',
          {},
          xhr.statusText,
        ),
      );
    };
    xhr.send(form);
  });
}
