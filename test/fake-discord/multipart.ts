/**
 * multipart/form-data bodies as Discord takes them: a `payload_json` field plus `files[n]` parts.
 * A file over the size limit makes the whole request a 413 (40005); the body is still read to
 * its end so the client sees the answer instead of a reset connection.
 */
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { ApiError, invalidJson, tooLarge } from './errors.ts';

export interface UploadedFile {
  /** The form field: `files[0]`, `files[1]`… */
  field: string;
  /** n in `files[n]`; for other field names, the part's position among the files. */
  index: number;
  filename: string;
  contentType: string | null;
  data: Buffer;
}

export interface MultipartBody {
  /** `payload_json` parsed, or the plain fields when there is none. */
  payload: unknown;
  files: UploadedFile[];
}

export function isMultipart(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

export function parseMultipart(req: IncomingMessage, maxFileBytes: number): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxFileBytes, fieldSize: 16 * 1024 * 1024 } });
    } catch {
      reject(new ApiError(400, 50035, 'Invalid Form Body'));
      return;
    }
    const files: UploadedFile[] = [];
    const fields: Record<string, string> = {};
    let oversize = false;
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      const position = files.length;
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => (oversize = true));
      stream.on('end', () => {
        const m = /^files\[(\d+)\]$/.exec(field);
        files.push({
          field,
          index: m ? Number(m[1]) : position,
          filename: info.filename ?? `file${position}`,
          contentType: info.mimeType || null,
          data: Buffer.concat(chunks),
        });
      });
    });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('error', () => reject(new ApiError(400, 50035, 'Invalid Form Body')));
    parser.on('close', () => {
      if (oversize) return reject(tooLarge());
      let payload: unknown = fields;
      if (fields.payload_json !== undefined) {
        try {
          payload = JSON.parse(fields.payload_json);
        } catch {
          return reject(invalidJson());
        }
      }
      files.sort((a, b) => a.index - b.index);
      resolve({ payload, files });
    });
    req.pipe(parser);
  });
}
