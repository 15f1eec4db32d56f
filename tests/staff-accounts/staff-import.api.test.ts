import { describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { auditLog, smsOutbox, sysUser } from '@server/db/schema';
import { STAFF_IMPORT_COLUMNS, STAFF_IMPORT_MAX_ROWS, STAFF_IMPORT_MSG, STAFF_MSG } from '@shared/staff-accounts';
import { multipartFile } from '../helpers/multipart';
import { bearer, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';

const xlsx = (rows: SheetData) => writeXlsxFile(rows, { sheet: '工作人员' }).toBuffer();
const withHeader = (...rows: (string | number)[][]) => xlsx([[...STAFF_IMPORT_COLUMNS], ...rows]);

async function importAs(username: string, file: Buffer, field?: string) {
  const { payload, headers } = multipartFile(file, field);
  return t.app.inject({ method: 'POST', url: '/api/workPeople/import', payload, headers: { ...headers, ...bearer(await t.tokenFor(username)) } });
}

const accountsWith = (phones: string[]) => t.database.db.select().from(sysUser).where(inArray(sysUser.username, phones));

describe('importing staff accounts from Excel', () => {
  it('offers a template whose header is the import’s columns', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/workPeople/importTemplate', headers: bearer(await t.tokenFor(ADMIN)) });
    expect(response.statusCode).toBe(200);
    const [header] = await readSheet(response.rawPayload);
    expect(header).toEqual([...STAFF_IMPORT_COLUMNS]);
  });

  it('creates every account of a clean file, by role and organisation names, each texted and audited', async () => {
    const response = await importAs(
      ADMIN,
      await withHeader(
        ['13655500001', '导入甲', '科员', '承办单位', '巴中市交通运输局'],
        [13655500002, '导入乙', '', '联络站管理员', '巴州区东城街道代表联络站'],
        ['13655500003', '导入丙', '', 'NPC_WORK', ''],
        ['13655500004', '导入丁', '', '专门委员会', '法制委员会'],
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ msg: STAFF_IMPORT_MSG.imported(4), imported: 4 });
    const rows = await accountsWith(['13655500001', '13655500002', '13655500003', '13655500004']);
    expect(rows.map((row) => [row.username, row.loginRoleCode, row.mustChangePassword]).sort()).toEqual([
      ['13655500001', 'NPC_UNIT', true],
      ['13655500002', 'NPC_STATION', true],
      ['13655500003', 'NPC_WORK', true],
      ['13655500004', 'NPC_SPECIAL_COMMITTEE', true],
    ]);
    expect(rows.find((row) => row.username === '13655500004')!.fkSpecialCommitteeId).not.toBeNull();
    expect(rows.find((row) => row.username === '13655500001')!.fkUnitId).not.toBeNull();
    expect(rows.find((row) => row.username === '13655500002')!.fkStationId).not.toBeNull();
    for (const row of rows) {
      const [text] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, row.username)).orderBy(desc(smsOutbox.outboxId)).limit(1);
      expect(text?.text).toMatch(/临时密码为[A-Za-z0-9]+/);
      const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'account_change'), eq(auditLog.target, `user:${row.userId}`)));
      expect(audit.detail).toMatchObject({ op: 'import' });
    }
  });

  it('refuses the whole file when one row is wrong, listing every refused row and why, and writes nothing', async () => {
    const response = await importAs(
      ADMIN,
      await withHeader(
        ['13655510001', '好人', '', '工作委员会', ''],
        ['1365551', '坏号码', '', '工作委员会', ''],
        ['13655510003', '', '', '工作委员会', ''],
        ['13655510004', '无单位', '', '承办单位', ''],
        ['13655510005', '错单位', '', '承办单位', '不存在的局'],
        ['13655510006', '错角色', '', '不存在的角色', ''],
        ['13655510001', '重复', '', '工作委员会', ''],
        ['13800000002', '已用', '', '工作委员会', ''],
      ),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ msg: string; refused: { row: number; column: string; msg: string }[] }>();
    expect(body.msg).toBe(STAFF_IMPORT_MSG.refused(7));
    // Each refusal names the column at fault: the phone, the name, the organisation, the role.
    expect(body.refused.map((row) => row.column)).toEqual(['手机号码', '姓名', '所属单位/联络站/代表团/专门委员会', '所属单位/联络站/代表团/专门委员会', '角色', '手机号码', '手机号码']);
    expect(body.refused.map((row) => [row.row, row.msg])).toEqual([
      [3, '手机号码格式不对！'],
      [4, STAFF_MSG.realNameRequired],
      [5, STAFF_MSG.fkUnitId],
      [6, STAFF_IMPORT_MSG.organisationUnknown('不存在的局', 'fkUnitId')],
      [7, STAFF_IMPORT_MSG.roleUnknown('不存在的角色')],
      [8, STAFF_IMPORT_MSG.duplicate(2, '手机号码')],
      [9, STAFF_MSG.usernameTaken],
    ]);
    expect(await accountsWith(['13655510001', '13655510004'])).toEqual([]);
  });

  it('refuses a file that is not the template’s, an empty one, too many rows and a request without a file', async () => {
    expect((await importAs(ADMIN, Buffer.from('not a workbook'))).json()).toEqual({ msg: STAFF_IMPORT_MSG.unreadable });
    expect((await importAs(ADMIN, await xlsx([['姓名', '手机号码'], ['某人', '13655520001']]))).json()).toEqual({ msg: STAFF_IMPORT_MSG.header });
    expect((await importAs(ADMIN, await withHeader(['', '', '', '', '']))).json()).toEqual({ msg: STAFF_IMPORT_MSG.empty });
    const many = Array.from({ length: STAFF_IMPORT_MAX_ROWS + 1 }, (_, index) => [`1365553${String(index).padStart(4, '0')}`, '多', '', '工作委员会', '']);
    expect((await importAs(ADMIN, await withHeader(...many))).json()).toEqual({ msg: STAFF_IMPORT_MSG.tooMany });
    const wrongField = await importAs(ADMIN, await withHeader(['13655520002', '某人', '', '工作委员会', '']), 'upload');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ msg: STAFF_IMPORT_MSG.fileRequired });
    expect(await accountsWith(['13655520001', '13655520002', '13655530000'])).toEqual([]);
  });

  it('holds 人大管理员 to the roles it reaches, row by row', async () => {
    const response = await importAs(CONGRESS_ADMIN, await withHeader(['13655540001', '越权', '', '超级管理员', ''], ['13655540002', '站长', '', '联络站管理员', '巴州区东城街道代表联络站']));
    expect(response.statusCode).toBe(400);
    expect(response.json().refused).toEqual([{ row: 2, column: '角色', value: '超级管理员', msg: STAFF_IMPORT_MSG.roleUnknown('超级管理员') }]);
    expect(await accountsWith(['13655540002'])).toEqual([]);
  });
});
