/**
 * Reads a multipart admin form into memory: text fields (repeated ones as lists) and the
 * files of the expected fields. Limits come from the multipart registration in
 * api-routes.ts; their errors become 413 with a message a person understands.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError, type Wording } from './http-error';
import { imageTooLarge } from '../storage/images';
import { inLanguage } from './validation-language';
import { holdsNul, nulCharacter } from './nul-guard';

export type UploadedFile = { filename: string; buffer: Buffer };
export type MultipartForm = { fields: Record<string, string | string[]>; files: Record<string, UploadedFile[]> };

const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/** `maxFiles` names the file fields this form takes and how many files each may carry. */
export async function readMultipart(request: FastifyRequest, maxFiles: Record<string, number>): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, (t) => t.api.http.expectedMultipart);
  const fields: MultipartForm['fields'] = {};
  const files: MultipartForm['files'] = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const field = part.fieldname;
        const max = maxFiles[field];
        if (max === undefined) throw badRequest((t) => t.api.catalog.unexpectedFile(field));
        const buffer = await part.toBuffer();
        // An empty file input still sends a part, with no name and no bytes: it is "no file".
        if (buffer.length === 0 && !part.filename) continue;
        const list = (files[part.fieldname] ??= []);
        list.push({ filename: part.filename, buffer });
        if (list.length > max) {
          throw badRequest((t) => (max === 1 ? t.api.catalog.onlyOneFile(field) : t.api.http.tooManyParts));
        }
      } else {
        // A field longer than the limit arrives cut short; refuse it rather than store half.
        if (part.valueTruncated) throw new HttpError(413, (t) => t.api.http.fieldTooLong);
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        // Multipart fields are parsed here, after the API's NUL check has seen an empty body.
        if (holdsNul(value) || holdsNul(part.fieldname)) throw nulCharacter();
        const previous = fields[part.fieldname];
        fields[part.fieldname] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    if (code && TOO_MANY_PARTS.has(code)) throw new HttpError(413, (t) => t.api.http.tooManyParts);
    throw error;
  }
  return { fields, files };
}

/** Parses form fields with a shared schema; a failure is a 400 naming the field, like JSON bodies. */
export function parseFields<S extends z.ZodType>(schema: S, fields: MultipartForm['fields']): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'form';
  const problem = issue?.message;
  throw badRequest((t) => t.api.http.invalidField(field, problem === undefined ? t.api.validation.isInvalid : inLanguage(problem, t)));
}

/** A required file field: 400 `<field>: <message>` when missing. */
export function requireFiles(form: MultipartForm, field: string, message: Wording): UploadedFile[] {
  const list = form.files[field];
  if (!list?.length) throw badRequest((t) => t.api.http.invalidField(field, message(t)));
  return list;
}

/** The text of a field that must appear at most once (repeats keep the first). */
export const textField = (form: MultipartForm, field: string): string | undefined => {
  const value = form.fields[field];
  return Array.isArray(value) ? value[0] : value;
};
