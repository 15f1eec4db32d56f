/**
 * What every Excel import says about a file, whatever it imports: an import is all or nothing,
 * from a template whose header row the file repeats, within a row and a size limit.
 */

/** The largest file an import takes: thousands of rows of text are a few hundred KiB. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export interface ImportKind {
  /** The template's header row, which a file must repeat. */
  columns: readonly string[];
  maxRows: number;
  /** What one row creates, with its measure word: 个账号, 名代表. */
  counted: string;
  /** What the rows are, without a measure word: 账号, 代表. */
  noun: string;
}

/** The messages of an import of `kind`, for the file as a whole. */
export function importMessages(kind: ImportKind) {
  return {
    fileRequired: '请选择要导入的Excel文件（.xlsx）',
    unreadable: '无法读取该文件，请下载导入模板，填写后保存为 .xlsx 再导入',
    tooLarge: `文件不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB，请分批导入`,
    header: `表头与导入模板不一致，第一行应为：${kind.columns.join('、')}`,
    empty: `文件中没有要导入的${kind.noun}`,
    tooMany: `一次最多导入${kind.maxRows}${kind.counted}，请分批导入`,
    refused: (rows: number) => `有${rows}行不能导入，所有${kind.noun}均未导入；请按提示修改后重新导入`,
    duplicate: (row: number, column: string) => `与第${row}行的${column}重复`,
  } as const;
}
