import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLog, npcDelegate, npcDelegation } from '@server/db/schema';
import { demoPortraits } from '@server/seed/portraits';
import { newObjPath } from '@server/services/storage/object-path';
import type { Composition, CrossTable, Archival, SlicePage, NameListPage, IncompleteRow } from '@shared/contracts/deputy-statistics';
import { bearer, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const WORK = '13800000002';
const DELEGATION = '13800000004';
const DEPUTY = '13900000001';

/** Born on 1 January, `age` years before this year: that age all year long. */
const bornYearsAgo = (age: number) => `${new Date().getFullYear() - age}-01-01`;

let delegationId = 0;
let photoAddress = '';

/**
 * A delegation of its own, so every count below is a hand count: four serving deputies (audit
 * status 1, 3, 4) and two who are not (2 by-election applied, 6 vacant).
 */
beforeAll(async () => {
  const db = t.database.db;
  const [delegation] = await db.insert(npcDelegation).values({ delegationName: '统计测试代表团', fkNpcId: 1, delegationLevel: 3, sortNo: 99 }).returning();
  delegationId = delegation.delegationId;
  const objPath = newObjPath('测试照片.png');
  await t.app.storage.put(objPath, Readable.from([demoPortraits()[0].png]), { maxBytes: 1024 * 1024 });
  photoAddress = t.app.storage.presignedGetUrl(objPath, 3600);
  const base = { fkDelegationId: delegationId, term: 5, times: 3 };
  await db.insert(npcDelegate).values([
    { ...base, delegateName: '甲', sex: '女', birth: bornYearsAgo(30), nationality: '汉族', political: '中共党员', educationBackground: '大学', position: '农民', delegateGrade: 3, auditStatus: 1, headPortrait: photoAddress, resume: '简历', phone: '13611110001' },
    { ...base, delegateName: '乙', sex: '男', birth: bornYearsAgo(40), nationality: '回族', political: '群众', educationBackground: '研究生', position: '教师', delegateGrade: 4, auditStatus: 3, headPortrait: photoAddress, resume: '简历', phone: '13611110002' },
    { ...base, delegateName: '丙', sex: '男', birth: bornYearsAgo(50), nationality: '汉族', political: '民盟盟员', educationBackground: '高中', position: '农民', delegateGrade: 5, auditStatus: 4, resume: '简历', phone: '13611110003' },
    { ...base, delegateName: '丁', sex: '女', birth: null, nationality: '土家族', political: '中共党员', educationBackground: '初中', position: '教师', delegateGrade: 3, auditStatus: 1, phone: '13611110004' },
    { ...base, delegateName: '戊', sex: '男', birth: bornYearsAgo(70), nationality: '汉族', political: '群众', educationBackground: '大学', position: '农民', delegateGrade: 3, auditStatus: 6 },
    { ...base, delegateName: '己', sex: '女', birth: bornYearsAgo(33), nationality: '汉族', political: '群众', educationBackground: '大学', position: '农民', delegateGrade: 3, auditStatus: 2 },
  ]);
});

async function get(username: string | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: username ? bearer(await t.tokenFor(username)) : {} });
}

const slicesOf = (body: Composition, dimension: string) =>
  Object.fromEntries(body.dimensions.find((d) => d.dimension === dimension)!.slices.map((s) => [s.value, s.count]));

describe('代表统计: the composition of the serving deputies', () => {
  it('counts each dimension as a hand count of the delegation’s serving deputies', async () => {
    const response = await get(ADMIN, `/api/npcDelegate/statistics?delegationId=${delegationId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Composition>();
    expect(body.total).toBe(4);
    expect(slicesOf(body, 'sex')).toEqual({ 男: 2, 女: 2 });
    expect(slicesOf(body, 'age')).toEqual({ le35: 1, '36-45': 1, '46-55': 1, '': 1 });
    expect(slicesOf(body, 'ethnicGroup')).toEqual({ han: 2, minority: 2 });
    expect(slicesOf(body, 'nationality')).toEqual({ 汉族: 2, 回族: 1, 土家族: 1 });
    expect(slicesOf(body, 'political')).toEqual({ 中共党员: 2, 群众: 1, 民盟盟员: 1 });
    expect(slicesOf(body, 'education')).toEqual({ 大学: 1, 研究生: 1, 高中: 1, 初中: 1 });
    expect(slicesOf(body, 'position')).toEqual({ 农民: 2, 教师: 2 });
    expect(slicesOf(body, 'grade')).toEqual({ 3: 2, 4: 1, 5: 1 });
    expect(slicesOf(body, 'delegation')).toEqual({ [String(delegationId)]: 4 });
    const age = body.dimensions.find((d) => d.dimension === 'age')!;
    expect(age.slices.map((s) => s.label)).toEqual(['35岁及以下', '36—45岁', '46—55岁', '未填写']);
  });

  it('filters by level, and counts every delegation without a filter', async () => {
    const cityOnly = (await get(ADMIN, `/api/npcDelegate/statistics?delegationId=${delegationId}&delegateGrade=3`)).json<Composition>();
    expect(cityOnly.total).toBe(2);
    expect(slicesOf(cityOnly, 'sex')).toEqual({ 女: 2 });
    const all = (await get(CONGRESS_ADMIN, '/api/npcDelegate/statistics')).json<Composition>();
    const serving = await t.database.db.$count(npcDelegate, inArray(npcDelegate.auditStatus, [1, 3, 4]));
    expect(all.total).toBe(serving);
    for (const dimension of all.dimensions) expect(dimension.slices.reduce((sum, s) => sum + s.count, 0)).toBe(serving);
  });

  it('lists the deputies behind a slice, paged, and exports them', async () => {
    const page = await get(ADMIN, `/api/npcDelegate/statistics/deputies?delegationId=${delegationId}&dimension=ethnicGroup&value=minority&pageNum=1&pageSize=1`);
    expect(page.statusCode).toBe(200);
    const body = page.json<SlicePage>();
    expect(body).toMatchObject({ total: 2, title: '汉族与少数民族：少数民族', pageSize: 1 });
    expect(body.list).toHaveLength(1);
    const second = (await get(ADMIN, `/api/npcDelegate/statistics/deputies?delegationId=${delegationId}&dimension=ethnicGroup&value=minority&pageNum=2&pageSize=1`)).json<SlicePage>();
    expect([body.list[0].delegateName, second.list[0].delegateName].sort()).toEqual(['丁', '乙']);
    const blankAge = (await get(ADMIN, `/api/npcDelegate/statistics/deputies?delegationId=${delegationId}&dimension=age&value=`)).json<SlicePage>();
    expect(blankAge.list.map((r) => r.delegateName)).toEqual(['丁']);

    const file = await get(ADMIN, `/api/npcDelegate/statistics/deputies/export?delegationId=${delegationId}&dimension=sex&value=${encodeURIComponent('女')}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getCell('A2').value, sheet.getCell('A3').value].sort()).toEqual(['丁', '甲']);
  });

  it('exports the tables, one sheet per dimension', async () => {
    const file = await get(ADMIN, `/api/npcDelegate/statistics/export?delegationId=${delegationId}`);
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets.map((s) => s.name)).toContain('政治面貌');
    const sex = book.getWorksheet('性别')!;
    expect(sex.getRow(2).values).toEqual([undefined, '男', 2, '50%']);
    expect(sex.getRow(4).values).toEqual([undefined, '合计', 4, '100%']);
  });

  it('refuses bad input with 400 and a message', async () => {
    const badDimension = await get(ADMIN, '/api/npcDelegate/statistics/deputies?dimension=height&value=1');
    expect(badDimension.statusCode).toBe(400);
    expect(badDimension.json().msg).toEqual(expect.any(String));
    expect((await get(ADMIN, '/api/npcDelegate/statistics?delegateGrade=9')).statusCode).toBe(400);
  });
});

describe('代表构成表 and 档案统计', () => {
  it('counts the cross-table’s columns per delegation, with the totals', async () => {
    const response = await get(ADMIN, `/api/npcDelegate/statistics/crossTable?delegationId=${delegationId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<CrossTable>();
    const expected = { delegationId, delegationName: '统计测试代表团', total: 4, women: 2, minority: 2, nonParty: 2, under35: 1, university: 2, grade3: 2, grade4: 1, grade5: 1 };
    expect(body.rows).toEqual([expected]);
    expect(body.totals).toEqual({ ...expected, delegationId: null, delegationName: '合计' });
    const all = (await get(ADMIN, '/api/npcDelegate/statistics/crossTable')).json<CrossTable>();
    expect(all.rows.length).toBeGreaterThan(5);
    expect(all.totals.total).toBe(all.rows.reduce((sum, r) => sum + r.total, 0));
  });

  it('counts the filled fields and lists the incomplete records with what they miss', async () => {
    const body = (await get(ADMIN, `/api/npcDelegate/statistics/archival?delegationId=${delegationId}`)).json<Archival>();
    expect(body.rows).toEqual([{ delegationId, delegationName: '统计测试代表团', total: 4, photo: 2, resume: 3, phone: 4, education: 4, complete: 2, percent: 50 }]);
    const incomplete = (await get(ADMIN, `/api/npcDelegate/statistics/archival/incomplete?delegationId=${delegationId}`)).json<{ list: IncompleteRow[]; total: number }>();
    expect(incomplete.total).toBe(2);
    expect(Object.fromEntries(incomplete.list.map((r) => [r.delegateName, r.missing]))).toEqual({ 丙: ['照片'], 丁: ['照片', '简历'] });
    const file = await get(ADMIN, `/api/npcDelegate/statistics/archival/export?delegationId=${delegationId}`);
    expect(file.statusCode).toBe(200);
  });
});

describe('代表名册（带照片）', () => {
  it('previews the roster in 拼音 order within the delegation, with photo addresses', async () => {
    const body = (await get(ADMIN, `/api/npcDelegate/nameList?delegationId=${delegationId}&pageNum=1&pageSize=10`)).json<NameListPage>();
    expect(body.total).toBe(4);
    expect(body.list.map((r) => r.delegateName)).toEqual(['丙', '丁', '甲', '乙']);
    expect(body.list.find((r) => r.delegateName === '甲')!.photoUrl).toContain('/commMinio/object/');
    expect(body.list.find((r) => r.delegateName === '丙')!.photoUrl).toBeNull();
    const strokes = (await get(ADMIN, `/api/npcDelegate/nameList?delegationId=${delegationId}&sort=stroke&pageNum=1&pageSize=10`)).json<NameListPage>();
    // 乙 1 stroke, 丁 2, 丙 5, 甲 5 (丙 before 甲 by the stroke order of the first stroke).
    expect(strokes.list.map((r) => r.delegateName)).toEqual(['乙', '丁', '丙', '甲']);
  });

  it('downloads a workbook with a row per deputy and the photos embedded, set up for printing, and audits it', async () => {
    const response = await get(ADMIN, `/api/npcDelegate/nameList/exportWithImages?delegationId=${delegationId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('巴中市第五届人民代表大会代表名册.xlsx')}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets).toHaveLength(1);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('统计测试代表团');
    expect(String(sheet.getCell('A1').value)).toContain('巴中市第五届人民代表大会代表名册');
    expect(sheet.getRow(2).getCell(3).value).toBe('姓名');
    expect([3, 4, 5, 6].map((r) => sheet.getRow(r).getCell(3).value)).toEqual(['丙', '丁', '甲', '乙']);
    expect(sheet.getRow(5).getCell(6).value).toBe(bornYearsAgo(30).slice(0, 4) + '.01');
    const images = sheet.getImages();
    expect(images).toHaveLength(2);
    expect(images.map((image) => image.range.tl.nativeRow).sort()).toEqual([4, 5]);
    expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', paperSize: 9, fitToWidth: 1, printTitlesRow: '1:2' });
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'roster_export'), eq(auditLog.target, 'npcDelegate:nameList')));
    expect(audits.at(-1)?.detail).toMatchObject({ delegationId, deputies: 4 });
  });

  it('gives one sheet per delegation for the whole roster', async () => {
    const response = await get(CONGRESS_ADMIN, '/api/npcDelegate/nameList/exportWithImages?delegateGrade=3');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets.map((s) => s.name).slice(0, 2)).toEqual(['巴州区代表团', '恩阳区代表团']);
    expect(book.worksheets.at(-1)!.name).toBe('统计测试代表团');
  });
});

describe('who may read the statistics and the roster', () => {
  const urls = [
    '/api/npcDelegate/statistics',
    '/api/npcDelegate/statistics/export',
    '/api/npcDelegate/statistics/deputies?dimension=sex&value=男',
    '/api/npcDelegate/statistics/crossTable',
    '/api/npcDelegate/statistics/archival',
    '/api/npcDelegate/statistics/archival/incomplete',
    '/api/npcDelegate/nameList',
    '/api/npcDelegate/nameList/exportWithImages',
  ];
  it.each(urls)('%s: 401 without a session, 403 for roles without the page', async (url) => {
    expect((await get(null, url)).statusCode).toBe(401);
    for (const username of [WORK, DELEGATION, DEPUTY]) expect((await get(username, url)).statusCode).toBe(403);
  });
});
