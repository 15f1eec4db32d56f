import { asc, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { GRADE_LABEL, type NameListExportQuery, type NameListRow } from '@shared/contracts/deputy-statistics';
import type { Database } from '../db/database';
import { npcDelegate, npcDelegation, sysNpcState } from '../db/schema';
import { birthMonth, servingWhere, sheetNameOf } from './deputy-statistics.service';
import { objPathOfAddress } from './portal-content/access';
import { Refusal } from './refusal';
import { sniffImage } from './storage/file-types';
import { isObjPath } from './storage/object-path';
import type { ObjectStorage } from './storage/storage.service';

/**
 * 代表名册（带照片） (/manager/nameList/exportWithImages): the serving deputies as an office prints
 * and hands them out — by delegation, then by name in 拼音 or 笔画 order — with their photos.
 */

/** More than this many deputies in one roster is refused: each photo is embedded, and the book would not open on an office PC. */
export const ROSTER_EXPORT_LIMIT = 3000;
export const ROSTER_TOO_LARGE = `名册人数超过${ROSTER_EXPORT_LIMIT}人，请按代表团或代表层级分批导出`;

/** A photo's cell: 3 : 4, as a card photo. */
export const PHOTO_PX = { width: 60, height: 80 } as const;
/** Points of a row holding a photo (a pixel is ¾ point) and room around it. */
const PHOTO_ROW_POINTS = PHOTO_PX.height * 0.75 + 8;

const COLLATOR = {
  pinyin: new Intl.Collator('zh-CN-u-co-pinyin'),
  stroke: new Intl.Collator('zh-CN-u-co-stroke'),
} as const;

interface RosterDeputy extends NameListRow {
  delegationId: number;
  headPortrait: string | null;
}

/** Every serving deputy of the filters, ordered by delegation, then name (拼音 or 笔画). */
async function rosterDeputies(db: Database, query: NameListExportQuery): Promise<RosterDeputy[]> {
  const rows = await db
    .select({
      delegateId: npcDelegate.delegateId,
      delegateName: npcDelegate.delegateName,
      sex: npcDelegate.sex,
      birth: npcDelegate.birth,
      nationality: npcDelegate.nationality,
      political: npcDelegate.political,
      educationBackground: npcDelegate.educationBackground,
      position: npcDelegate.position,
      presentOccupation: npcDelegate.presentOccupation,
      delegateGrade: npcDelegate.delegateGrade,
      delegationId: npcDelegation.delegationId,
      delegationName: npcDelegation.delegationName,
      delegationSort: npcDelegation.sortNo,
      phone: npcDelegate.phone,
      headPortrait: npcDelegate.headPortrait,
    })
    .from(npcDelegate)
    .innerJoin(npcDelegation, eq(npcDelegation.delegationId, npcDelegate.fkDelegationId))
    .where(servingWhere(query));
  const collator = COLLATOR[query.sort ?? 'pinyin'];
  rows.sort(
    (a, b) =>
      a.delegationSort - b.delegationSort ||
      a.delegationId - b.delegationId ||
      collator.compare(a.delegateName, b.delegateName) ||
      a.delegateId - b.delegateId,
  );
  return rows.map(({ delegationSort: _sort, ...row }) => ({ ...row, photoUrl: null }));
}

/** The stored file a photo field names (an object path or an address of the object route), else null. */
export function photoPathOf(headPortrait: string | null): string | null {
  const value = headPortrait?.trim();
  if (!value) return null;
  if (isObjPath(value)) return value;
  const path = objPathOfAddress(value);
  return path && isObjPath(path) ? path : null;
}

/** The address a browser shows the photo from: a fresh signed one for a stored file, else the field as it is. */
function photoUrlOf(storage: ObjectStorage, headPortrait: string | null): string | null {
  const path = photoPathOf(headPortrait);
  if (path) return storage.presignedGetUrl(path);
  return headPortrait?.trim() || null;
}

/** One page of the roster for the page's preview, each with its photo's address. */
export async function rosterPage(db: Database, storage: ObjectStorage, query: NameListExportQuery, page: { pageNum: number; pageSize: number }) {
  const all = await rosterDeputies(db, query);
  const start = (page.pageNum - 1) * page.pageSize;
  const list: NameListRow[] = all.slice(start, start + page.pageSize).map(({ headPortrait, delegationId: _id, ...row }) => ({
    ...row,
    photoUrl: photoUrlOf(storage, headPortrait),
  }));
  return { list, total: all.length, pageNum: page.pageNum, pageSize: page.pageSize };
}

async function bytesOf(storage: ObjectStorage, objPath: string): Promise<Buffer | null> {
  if (!(await storage.stat(objPath))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(objPath)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The roster's title: 巴中市第五届人民代表大会代表名册, from the current term. */
async function rosterTitle(db: Database): Promise<string> {
  const [current] = await db
    .select({ termShow: sysNpcState.termShow })
    .from(sysNpcState)
    .orderBy(desc(sysNpcState.isCurrentTermTimes), desc(sysNpcState.term), asc(sysNpcState.times))
    .limit(1);
  return `巴中市${current?.termShow ?? ''}人民代表大会代表名册`;
}

const COLUMNS = [
  { header: '序号', width: 6 },
  { header: '照片', width: 10.5 },
  { header: '姓名', width: 10 },
  { header: '性别', width: 6 },
  { header: '民族', width: 8 },
  { header: '出生年月', width: 10 },
  { header: '政治面貌', width: 12 },
  { header: '学历', width: 8 },
  { header: '工作单位及职务', width: 40 },
  { header: '代表团', width: 14 },
  { header: '代表层级', width: 10 },
  { header: '手机号码', width: 14 },
] as const;
const PHOTO_COLUMN = 1;

const thin = { style: 'thin' as const };
const BORDER = { top: thin, left: thin, bottom: thin, right: thin };

export interface Roster {
  fileName: string;
  buffer: Buffer;
  deputies: number;
  photos: number;
}

/**
 * The roster workbook: one sheet per delegation, each with the title row and the header row
 * repeated on every printed page, A4 landscape fitted to the width, a photo in every row whose
 * deputy has one (the same picture is stored in the book once).
 */
export async function rosterWorkbook(db: Database, storage: ObjectStorage, query: NameListExportQuery): Promise<Roster> {
  const deputies = await rosterDeputies(db, query);
  if (deputies.length > ROSTER_EXPORT_LIMIT) throw new Refusal(400, ROSTER_TOO_LARGE);
  const title = `${await rosterTitle(db)}${query.delegateGrade ? `（${GRADE_LABEL[query.delegateGrade]}）` : ''}`;
  const book = new ExcelJS.Workbook();
  book.creator = '巴中市人大代表履职服务平台';
  book.title = title;
  const imageOf = new Map<string, number | null>();
  const taken = new Set<string>();
  let photos = 0;

  const groups = new Map<number, RosterDeputy[]>();
  for (const deputy of deputies) groups.set(deputy.delegationId, [...(groups.get(deputy.delegationId) ?? []), deputy]);
  if (groups.size === 0) groups.set(0, []);

  for (const group of groups.values()) {
    const sheet = book.addWorksheet(sheetNameOf(group[0]?.delegationName ?? '代表名册', taken), {
      pageSetup: {
        paperSize: 9,
        orientation: 'landscape',
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
        horizontalCentered: true,
        printTitlesRow: '1:2',
        margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
      },
      headerFooter: { oddFooter: '第 &P 页，共 &N 页' },
      views: [{ state: 'frozen', ySplit: 2 }],
    });
    sheet.columns = COLUMNS.map((c) => ({ width: c.width }));
    sheet.mergeCells(1, 1, 1, COLUMNS.length);
    const titleCell = sheet.getCell(1, 1);
    titleCell.value = group[0] ? `${title}——${group[0].delegationName}` : title;
    titleCell.font = { bold: true, size: 16 };
    titleCell.alignment = { horizontal: 'center', vertical: 'middle' };
    sheet.getRow(1).height = 32;
    const header = sheet.getRow(2);
    header.values = COLUMNS.map((c) => c.header);
    header.font = { bold: true };
    header.height = 22;
    header.eachCell((cell) => {
      cell.border = BORDER;
      cell.alignment = { horizontal: 'center', vertical: 'middle' };
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
    });

    for (const [i, deputy] of group.entries()) {
      const row = sheet.getRow(3 + i);
      row.values = [
        i + 1,
        '',
        deputy.delegateName,
        deputy.sex,
        deputy.nationality ?? '',
        birthMonth(deputy.birth),
        deputy.political ?? '',
        deputy.educationBackground ?? '',
        deputy.presentOccupation ?? '',
        deputy.delegationName,
        GRADE_LABEL[deputy.delegateGrade] ?? '',
        deputy.phone ?? '',
      ];
      row.height = PHOTO_ROW_POINTS;
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cell.border = BORDER;
        cell.alignment = { vertical: 'middle', horizontal: col === 9 ? 'left' : 'center', wrapText: true };
      });
      const imageId = await embeddedPhoto(book, storage, deputy.headPortrait, imageOf);
      if (imageId === null) {
        row.getCell(PHOTO_COLUMN + 1).value = '无照片';
        row.getCell(PHOTO_COLUMN + 1).font = { color: { argb: 'FF888888' }, size: 9 };
        continue;
      }
      photos++;
      // Centred in the cell: a column of width 10.5 is about 78 px, the row about 91 px.
      sheet.addImage(imageId, { tl: { col: PHOTO_COLUMN + 0.12, row: 2 + i + 0.06 }, ext: PHOTO_PX, editAs: 'oneCell' });
    }
  }
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { fileName: `${title}.xlsx`, buffer, deputies: deputies.length, photos };
}

/** The book's image id of a deputy's photo, each stored file added once; null without a usable picture. */
async function embeddedPhoto(book: ExcelJS.Workbook, storage: ObjectStorage, headPortrait: string | null, imageOf: Map<string, number | null>): Promise<number | null> {
  const path = photoPathOf(headPortrait);
  if (!path) return null;
  if (!imageOf.has(path)) {
    const bytes = await bytesOf(storage, path);
    const kind = bytes ? sniffImage(bytes.subarray(0, 16)) : null;
    // Excel embeds PNG, JPEG and GIF; other pictures are left out of the book.
    const extension = kind === 'png' || kind === 'gif' ? kind : kind === 'jpeg' ? 'jpeg' : null;
    imageOf.set(path, bytes && extension ? book.addImage({ buffer: bytes as unknown as ExcelJS.Buffer, extension }) : null);
  }
  return imageOf.get(path) ?? null;
}
