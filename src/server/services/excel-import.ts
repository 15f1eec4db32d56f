import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readSheet, type CellValue } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { ErrorSchema } from '@shared/contracts/common';
import { ImportAnswer, ImportRefusal as ImportRefusalSchema, type ImportRefusedRow } from '@shared/contracts/excel-import';
import { IMPORT_MAX_BYTES, importMessages, type ImportKind } from '@shared/excel-import';
import { Refusal } from './refusal';

/**
 * What every Excel import shares (staff accounts, deputies): the template, reading the sheet,
 * the row-by-row report of refusals and the upload itself. An import is all or nothing: one
 * refused row refuses the file, and the report names every refused row.
 */

type ImportMessages = ReturnType<typeof importMessages>;

/** The whole import refused: nothing was written. `refused` lists the rows when rows were the reason. */
export class ImportRefusal extends Refusal {
  constructor(
    msg: string,
    readonly refused?: ImportRefusedRow[],
  ) {
    super(400, msg);
  }
}

/** The answers of an import route. */
export const IMPORT_RESPONSES = { 200: ImportAnswer, 400: ImportRefusalSchema, 401: ErrorSchema, 403: ErrorSchema, 413: ErrorSchema };

/** A cell as the user wrote it: trimmed text, a date cell as YYYY-MM-DD, a blank as ''. */
export function cellText(cell: CellValue | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

export interface SheetRow {
  /** The row's number in the sheet: the header is row 1. */
  row: number;
  cells: string[];
}

/** The first sheet's rows below the header, blank rows left out; refuses an unreadable file, another header, none or too many rows. */
export async function readImportRows(file: Buffer, kind: ImportKind): Promise<SheetRow[]> {
  const msg = importMessages(kind);
  let sheet: CellValue[][];
  try {
    sheet = (await readSheet(file)) as CellValue[][];
  } catch {
    throw new ImportRefusal(msg.unreadable);
  }
  const [header = [], ...rest] = sheet;
  if (kind.columns.some((column, index) => cellText(header[index]) !== column)) throw new ImportRefusal(msg.header);
  const rows = rest
    .map((cells, index) => ({ row: index + 2, cells: kind.columns.map((_, column) => cellText(cells[column])) }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (rows.length === 0) throw new ImportRefusal(msg.empty);
  if (rows.length > kind.maxRows) throw new ImportRefusal(msg.tooMany);
  return rows;
}

/**
 * The refused rows of one import, in the order found. A row may be refused for several columns;
 * the file's message counts rows.
 */
export class ImportReport {
  readonly refused: ImportRefusedRow[] = [];
  private readonly firstRowOf = new Map<string, number>();
  private readonly msg: ImportMessages;

  constructor(private readonly kind: ImportKind) {
    this.msg = importMessages(kind);
  }

  refuse(row: number, column: string, value: string, msg: string): void {
    this.refused.push({ row, column, value, msg });
  }

  /** Refuses a row for the cell of the column at `index` in the template (null: the row as a whole). */
  refuseCell({ row, cells }: SheetRow, index: number | null, msg: string): void {
    this.refuse(row, index === null ? '' : this.kind.columns[index], index === null ? '' : cells[index], msg);
  }

  /** Whether the row was refused already. */
  has(row: number): boolean {
    return this.refused.some((refused) => refused.row === row);
  }

  /** A value that must be unique in the file (a phone, an identity card): refuses a later row that repeats it, naming the first. */
  repeats(row: number, column: string, value: string): boolean {
    if (value === '') return false;
    const key = `${column}\u0000${value}`;
    const first = this.firstRowOf.get(key);
    if (first === undefined) {
      this.firstRowOf.set(key, row);
      return false;
    }
    this.refuse(row, column, value, this.msg.duplicate(first, column));
    return true;
  }

  /** Refuses the whole file when any row was refused. */
  throwIfRefused(): void {
    const rows = new Set(this.refused.map((refused) => refused.row)).size;
    // In the sheet's order, row by row and column by column, whichever check found each.
    const place = (column: string) => (column === '' ? this.kind.columns.length : this.kind.columns.indexOf(column));
    if (rows > 0) throw new ImportRefusal(this.msg.refused(rows), [...this.refused].sort((a, b) => a.row - b.row || place(a.column) - place(b.column)));
  }
}

export interface ImportTemplate {
  kind: ImportKind;
  sheet: string;
  /** Example rows under the header, which the user replaces. */
  examples: string[][];
  widths: number[];
  /** A second sheet explaining each column and its allowed values: rows of [column, what to write]. */
  notes?: { sheet: string; rows: [string, string][] };
}

/** The template: the header row in bold, the examples, and the notes sheet when given. */
export async function importTemplateFile(template: ImportTemplate): Promise<Buffer> {
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const main = {
    data: [template.kind.columns.map(bold), ...template.examples.map((row) => row.map((value) => ({ value, type: String })))],
    sheet: template.sheet,
    columns: template.widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  };
  if (!template.notes) return writeXlsxFile(main.data, main).toBuffer();
  const notes = {
    data: [['列', '填写说明'].map(bold), ...template.notes.rows.map((row) => row.map((value) => ({ value, wrap: true })))],
    sheet: template.notes.sheet,
    columns: [{ width: 18 }, { width: 90 }],
    stickyRowsCount: 1,
  };
  return writeXlsxFile([main, notes]).toBuffer();
}

/** The import's file arrives as multipart, one file of at most IMPORT_MAX_BYTES; the parser stays inside the registering plugin. */
export async function acceptImportUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 } });
}

const isFileTooLarge = (error: unknown) => (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Answers an import request: the file in the multipart field `file` is given to `run`; a request
 * without it is 400, a file over the limit 413, a refused import 400 with its report.
 */
export async function answerImport(request: FastifyRequest, reply: FastifyReply, kind: ImportKind, run: (file: Buffer) => Promise<ImportAnswer>) {
  const msg = importMessages(kind);
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    return reply.code(400).send({ msg: msg.fileRequired });
  }
  let file: Buffer;
  try {
    file = await part.toBuffer();
  } catch (error) {
    if (isFileTooLarge(error)) return reply.code(413).send({ msg: msg.tooLarge });
    throw error;
  }
  try {
    return await run(file);
  } catch (error) {
    if (error instanceof ImportRefusal) return reply.code(400).send({ msg: error.msg, refused: error.refused });
    throw error;
  }
}
