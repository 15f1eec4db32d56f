import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { checkCharacterOf, ID_CARD_MSG } from '@machines/deputy-record';
import { auditLog, npcDelegate, npcDelegateHistory, sysNpcState, sysUser } from '@server/db/schema';
import { DEPUTY_MSG } from '@shared/deputies';
import { DEPUTY_IMPORT_COLUMNS, DEPUTY_IMPORT_FIELDS, DEPUTY_IMPORT_MAX_ROWS, DEPUTY_IMPORT_MSG, type DeputyImportField } from '@shared/deputies-import';
import { FORM_MSG } from '@shared/deputy-form';
import { multipartFile } from '../helpers/multipart';
import { bearer, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const OFFICE = '13800000001';
const DELEGATION = '13800000004';
const DEPUTY = '13900000001';
const BAZHOU = '巴州区代表团';
const STATION = '巴州区东城街道代表联络站';

/** A workbook written by exceljs, as an office's spreadsheet program would save it. */
async function workbook(rows: (string | number | Date)[][], header: readonly string[] = DEPUTY_IMPORT_COLUMNS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('代表信息');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

type Cells = Partial<Record<DeputyImportField, string | number | Date>>;

/** A row of the template's columns: a clean deputy of 巴州区 unless `cells` says otherwise. */
const row = (cells: Cells) =>
  DEPUTY_IMPORT_FIELDS.map((field) => ({ sex: '男', fkDelegationId: BAZHOU, delegateGrade: '市人大代表', ...cells })[field as keyof Cells] ?? '');

async function importAs(username: string, file: Buffer, field?: string) {
  const { payload, headers } = multipartFile(file, field);
  return t.app.inject({ method: 'POST', url: '/api/npcDelegate/import', payload, headers: { ...headers, ...bearer(await t.tokenFor(username)) } });
}

const deputiesNamed = (names: string[]) => t.database.db.select().from(npcDelegate).where(inArray(npcDelegate.delegateName, names));
const importAudits = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, 'roster_import'));

/** A well-formed identity card number for a 17-digit body. */
const idCard = (body: string) => body + checkCharacterOf(body);

describe('importing deputies from Excel (代表信息 → 导入)', () => {
  it('offers a template whose header is the import’s columns, with a sheet of allowed values, and whose example imports as it is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/npcDelegate/importTemplate', headers: bearer(await t.tokenFor(OFFICE)) });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['代表信息', '填写说明']);
    expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual([...DEPUTY_IMPORT_COLUMNS]);
    const notes = book.worksheets[1].getColumn(2).values.map(String).join('\n');
    expect(notes).toContain(BAZHOU);
    expect(notes).toContain('中共党员');

    const imported = await importAs(OFFICE, response.rawPayload);
    expect(imported.json()).toEqual({ msg: DEPUTY_IMPORT_MSG.imported(1), imported: 1 });
  });

  it('creates every deputy of a clean file at 待审核 in the current session, each with its history, audited once with the count', async () => {
    const [session] = await t.database.db.select().from(sysNpcState).where(eq(sysNpcState.isCurrentTermTimes, true));
    const response = await importAs(
      OFFICE,
      await workbook([
        row({ delegateName: '导入甲', phone: '13655600001', idCard: idCard('51190219750312001'), birth: new Date(Date.UTC(1975, 2, 12)), nationality: '回', political: '中共党员', fkStationId: STATION }),
        row({ delegateName: '导入乙', sex: '女', phone: 13655600002, delegateGrade: 4, educationBackground: '大学', district: '第三选区', resultsTime: '2021-11-20' }),
        row({ delegateName: '导入丙', presentOccupation: '巴中市某公司总经理', position: '企业负责人' }),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ msg: DEPUTY_IMPORT_MSG.imported(3), imported: 3 });

    const records = await deputiesNamed(['导入甲', '导入乙', '导入丙']);
    expect(records).toHaveLength(3);
    for (const record of records) expect(record).toMatchObject({ auditStatus: 0, term: session.term, times: session.times });
    const first = records.find((record) => record.delegateName === '导入甲')!;
    expect(first).toMatchObject({ nationality: '回族', birth: '1975-03-12', delegateGrade: 3, phone: '13655600001' });
    expect(first.fkStationId).not.toBeNull();
    expect(records.find((record) => record.delegateName === '导入乙')).toMatchObject({ sex: '女', delegateGrade: 4, phone: '13655600002', profile: expect.objectContaining({ district: '第三选区', resultsTime: '2021-11-20' }) });

    const history = await t.database.db.select().from(npcDelegateHistory).where(inArray(npcDelegateHistory.fkDelegateId, records.map((record) => record.delegateId)));
    expect(history.map((entry) => [entry.eventType, entry.toStatus])).toEqual([
      ['CREATE', 0],
      ['CREATE', 0],
      ['CREATE', 0],
    ]);
    const audits = await importAudits();
    expect(audits.at(-1)!.detail).toEqual({ imported: 3, term: session.term, times: session.times });
    // Accounts follow approval, as for a record entered on the form.
    expect(await t.database.db.select().from(sysUser).where(inArray(sysUser.username, ['13655600001', '13655600002']))).toEqual([]);

    // They wait in 代表审核 like a record entered on the form.
    const waiting = await t.app.inject({ method: 'GET', url: `/api/npcDelegate?pageNum=1&pageSize=10&pending=true&keyword=${encodeURIComponent('导入甲')}`, headers: bearer(await t.tokenFor(OFFICE)) });
    expect(waiting.json().list.map((record: { delegateName: string }) => record.delegateName)).toEqual(['导入甲']);
  });

  it('refuses the whole file when a row is wrong, naming each row, column and reason, and writes nothing', async () => {
    const deputiesBefore = await t.database.db.$count(npcDelegate);
    const auditsBefore = (await importAudits()).length;
    const taken = idCard('51190219750312001');
    const response = await importAs(
      OFFICE,
      await workbook([
        row({ delegateName: '好代表', phone: '13655610001' }),
        row({ delegateName: '错身份证', idCard: '511902197503120010' }),
        row({ delegateName: '错代表团', fkDelegationId: '不存在的代表团', sex: '未知' }),
        row({ delegateName: '同号', phone: '13655610001' }),
        row({ delegateName: '已有手机', phone: DEPUTY }),
        row({ delegateName: '已有身份证', idCard: taken.toLowerCase() }),
        row({ delegateName: '', delegateGrade: '省级', birth: '1975-02-30', political: '党员' }),
      ]),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ msg: string; refused: { row: number; column: string; value: string; msg: string }[] }>();
    expect(body.msg).toBe(DEPUTY_IMPORT_MSG.refused(6));
    expect(body.refused).toEqual([
      { row: 3, column: '身份证号码', value: '511902197503120010', msg: ID_CARD_MSG },
      { row: 4, column: '性别', value: '未知', msg: DEPUTY_IMPORT_MSG.sex },
      { row: 4, column: '所属代表团', value: '不存在的代表团', msg: DEPUTY_IMPORT_MSG.delegationUnknown('不存在的代表团') },
      { row: 5, column: '手机号码', value: '13655610001', msg: DEPUTY_IMPORT_MSG.duplicate(2, '手机号码') },
      { row: 6, column: '手机号码', value: DEPUTY, msg: DEPUTY_MSG.phoneTaken },
      { row: 7, column: '身份证号码', value: taken.toLowerCase(), msg: DEPUTY_MSG.idCardTaken },
      { row: 8, column: '姓名', value: '', msg: FORM_MSG.delegateName },
      { row: 8, column: '出生年月', value: '1975-02-30', msg: FORM_MSG.date },
      { row: 8, column: '政治面貌', value: '党员', msg: DEPUTY_IMPORT_MSG.notOffered('党员', '政治面貌') },
      { row: 8, column: '代表层级', value: '省级', msg: DEPUTY_IMPORT_MSG.grade },
    ]);
    expect(await t.database.db.$count(npcDelegate)).toBe(deputiesBefore);
    expect(await deputiesNamed(['好代表'])).toEqual([]);
    expect(await importAudits()).toHaveLength(auditsBefore);
  });

  it('takes back the rows already created when a later row is refused by what the database holds', async () => {
    const deputiesBefore = await t.database.db.$count(npcDelegate);
    const historyBefore = await t.database.db.$count(npcDelegateHistory);
    const response = await importAs(OFFICE, await workbook([row({ delegateName: '先建甲' }), row({ delegateName: '先建乙', phone: '13655620002' }), row({ delegateName: '后拒', phone: DEPUTY })]));
    expect(response.statusCode).toBe(400);
    expect(response.json().refused).toEqual([{ row: 4, column: '手机号码', value: DEPUTY, msg: DEPUTY_MSG.phoneTaken }]);
    expect(await deputiesNamed(['先建甲', '先建乙'])).toEqual([]);
    expect(await t.database.db.$count(npcDelegate)).toBe(deputiesBefore);
    expect(await t.database.db.$count(npcDelegateHistory)).toBe(historyBefore);
  });

  it('is the liaison office’s alone: a delegation and a deputy are refused (403), the template too', async () => {
    const file = await workbook([row({ delegateName: '越权代表' })]);
    for (const username of [DELEGATION, DEPUTY]) {
      expect((await importAs(username, file)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/npcDelegate/importTemplate', headers: bearer(await t.tokenFor(username)) })).statusCode).toBe(403);
    }
    expect(await deputiesNamed(['越权代表'])).toEqual([]);
  });

  it('refuses a file that is no workbook, another header, an empty one, too many rows, too large a file and a request without a file', async () => {
    const notXlsx = await importAs(OFFICE, Buffer.from('姓名,性别\n张三,男\n'));
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json()).toEqual({ msg: DEPUTY_IMPORT_MSG.unreadable });
    expect((await importAs(OFFICE, await workbook([row({ delegateName: '表头错' })], ['姓名', '性别']))).json()).toEqual({ msg: DEPUTY_IMPORT_MSG.header });
    expect((await importAs(OFFICE, await workbook([]))).json()).toEqual({ msg: DEPUTY_IMPORT_MSG.empty });
    const many = Array.from({ length: DEPUTY_IMPORT_MAX_ROWS + 1 }, (_, index) => row({ delegateName: `多${index}` }));
    expect((await importAs(OFFICE, await workbook(many))).json()).toEqual({ msg: DEPUTY_IMPORT_MSG.tooMany });
    const large = await importAs(OFFICE, Buffer.alloc(2 * 1024 * 1024 + 1, 'a'));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ msg: DEPUTY_IMPORT_MSG.tooLarge });
    const wrongField = await importAs(OFFICE, await workbook([row({ delegateName: '字段错' })]), 'upload');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ msg: DEPUTY_IMPORT_MSG.fileRequired });
    expect(await deputiesNamed(['表头错', '多0', '字段错'])).toEqual([]);
  });
});
