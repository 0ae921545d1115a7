import { charsetOf, decodeText } from '../../../lib/outbound';
import type { ExtractJob } from './extract-pool';

/** The content types a web page comes as. */
export const isHtmlContentType = (contentType: string) =>
  /^\s*(?:text\/html|application\/xhtml\+xml)\b/i.test(contentType);

/** A body that starts like an HTML document (for servers that send no Content-Type at all). */
export const looksLikeHtml = (body: Buffer) =>
  /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b/i.test(
    body.subarray(0, 1024).toString('latin1'),
  );

/**
 * A fetched page as text, in the charset the page declares: the Content-Type header first, then a
 * byte-order mark, then <meta charset> or <meta http-equiv="Content-Type"> near the top, else UTF-8.
 */
export function decodePage(body: Buffer, contentType: string): string {
  let charset = charsetOf(contentType);
  if (!charset) {
    if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) charset = 'utf-8';
    else if (body[0] === 0xff && body[1] === 0xfe) charset = 'utf-16le';
    else if (body[0] === 0xfe && body[1] === 0xff) charset = 'utf-16be';
  }
  if (!charset) {
    const head = body.subarray(0, 4096).toString('latin1');
    const meta = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
    charset = meta ? meta[1]!.toLowerCase() : null;
  }
  return decodeText(body, charset).replace(/^\uFEFF/, '');
}

/** A job's page as text; a fetched page's bytes arrive in a worker as a Uint8Array (a Buffer's copy). */
export function jobHtml(job: ExtractJob): string {
  if ('html' in job) return job.html;
  const { body, contentType } = job.page;
  return decodePage(Buffer.from(body.buffer, body.byteOffset, body.byteLength), contentType);
}
