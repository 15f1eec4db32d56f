import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog } from '@server/db/schema';
import { managedPaths, type ManagedPage, type ManagedRow } from '@shared/managed-table';
import { REFERENCE_API } from '@shared/reference-data';
import { bearer, useTestApp } from '../helpers/test-app';

const SUPER_ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const WORKING_COMMITTEE = '13800000002';
const UNIT = '13800000006';
const DEPUTY = '13900000001';

const t = useTestApp();

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string, payload?: object) {
  const response = await t.app.inject({ method, url, payload, headers: bearer(await t.tokenFor(as)) });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function auditRows(target: string) {
  const [{ n }] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'reference_change'), eq(auditLog.target, target)));
  return n;
}

/** The generic rules, each checked on two definitions with different writers and fields. */
const CASES = [
  {
    name: '字典分类 (NPC_ADMIN only, sorted)',
    base: REFERENCE_API.dictType,
    table: 'comm_dict_type',
    idField: 'typeId',
    writer: SUPER_ADMIN,
    refused: [CONGRESS_ADMIN, DEPUTY],
    valid: (n: number) => ({ typeCode: `testType${n}`, typeName: `测试分类${n}`, remark: null, sort_num: 90 + n }),
    nameField: 'typeName',
    tooLong: { field: 'typeName', message: '分类名称不能超过50个字' },
    missing: { field: 'typeCode', message: '请输入分类编码' },
    sorted: true,
  },
  {
    name: '承办单位 (administrators and NPC_WORK, by operation code)',
    base: REFERENCE_API.unit,
    table: 'sys_npc_unit',
    idField: 'unitId',
    writer: WORKING_COMMITTEE,
    refused: [UNIT, DEPUTY],
    valid: (n: number) => ({ unitName: `测试单位${n}`, assignType: 4, term: 5, times: 3, contactName: '张三', contactPhone: '0827-5200000' }),
    nameField: 'unitName',
    tooLong: { field: 'unitName', message: '单位名称不能超过50个字' },
    missing: { field: 'assignType', message: '请选择交办类型' },
    sorted: false,
  },
] as const;

describe.each(CASES)('a managed table: $name', (c) => {
  const paths = managedPaths(c.base);

  it('adds a row for a writer, lists it, and audits the addition', async () => {
    const added = await call('POST', paths.add, c.writer, c.valid(1));
    expect(added.status).toBe(200);
    const id = added.body[c.idField] as number;
    expect(added.body[c.nameField]).toBe(c.valid(1)[c.nameField as keyof ReturnType<typeof c.valid>]);
    expect(added.body.isValid).toBe(true);
    const list = await call('GET', `${paths.list}?keyword=${encodeURIComponent(String(added.body[c.nameField]))}`, c.writer);
    expect(list.status).toBe(200);
    expect((list.body as unknown as ManagedPage).list.map((r) => r[c.idField])).toEqual([id]);
    expect(await auditRows(`${c.table}:${id}`)).toBe(1);
  });

  it('refuses other roles (403) and writes nothing', async () => {
    for (const who of c.refused) {
      expect((await call('POST', paths.add, who, c.valid(2))).status).toBe(403);
      expect((await call('GET', paths.list, who)).status).toBe(403);
      expect((await call('DELETE', paths.one(1), who)).status).toBe(403);
    }
    const list = await call('GET', `${paths.list}?keyword=${encodeURIComponent(String(c.valid(2)[c.nameField as keyof ReturnType<typeof c.valid>]))}`, c.writer);
    expect((list.body as unknown as ManagedPage).total).toBe(0);
  });

  it('answers bad input with 400 and the field’s Chinese message, changing nothing', async () => {
    const before = (await call('GET', paths.list, c.writer)).body.total;
    const long = await call('POST', paths.add, c.writer, { ...c.valid(3), [c.tooLong.field]: '长'.repeat(51) });
    expect(long).toEqual({ status: 400, body: { msg: c.tooLong.message, field: c.tooLong.field } });
    const missing = await call('POST', paths.add, c.writer, { ...c.valid(3), [c.missing.field]: '' });
    expect(missing).toEqual({ status: 400, body: { msg: c.missing.message, field: c.missing.field } });
    expect((await call('GET', paths.list, c.writer)).body.total).toBe(before);
  });

  it('edits, disables and enables a row, each audited; an unknown row is 404', async () => {
    const id = (await call('POST', paths.add, c.writer, c.valid(4))).body[c.idField] as number;
    const edited = await call('PUT', paths.one(id), c.writer, { ...c.valid(4), [c.nameField]: `改名${id}` });
    expect(edited.status).toBe(200);
    expect(edited.body[c.nameField]).toBe(`改名${id}`);
    expect((await call('PUT', paths.valid(id), c.writer, { isValid: false })).body.isValid).toBe(false);
    const disabledOnly = await call('GET', `${paths.list}?isValid=false&keyword=${encodeURIComponent(`改名${id}`)}`, c.writer);
    expect((disabledOnly.body as unknown as ManagedPage).total).toBe(1);
    expect((await call('PUT', paths.valid(id), c.writer, { isValid: true })).body.isValid).toBe(true);
    expect(await auditRows(`${c.table}:${id}`)).toBe(4);
    expect((await call('PUT', paths.one(2_000_000), c.writer, c.valid(5))).status).toBe(404);
  });

  it('deletes a row not in use, audited, and it is gone', async () => {
    const id = (await call('POST', paths.add, c.writer, c.valid(6))).body[c.idField] as number;
    expect(await call('DELETE', paths.one(id), c.writer)).toEqual({ status: 200, body: { msg: '删除成功' } });
    expect((await call('PUT', paths.one(id), c.writer, c.valid(6))).status).toBe(404);
    expect(await auditRows(`${c.table}:${id}`)).toBe(2);
  });

  it('pages and orders the list', async () => {
    const page = (await call('GET', `${paths.list}?pageNum=1&pageSize=2&orderBy=${c.idField} desc`, c.writer)).body as unknown as ManagedPage;
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect((page.list[0][c.idField] as number) > (page.list[1][c.idField] as number)).toBe(true);
    expect((await call('GET', `${paths.list}?orderBy=nothing asc`, c.writer)).status).toBe(400);
  });

  it(c.sorted ? 'moves a row up past its neighbour, and not past the first' : 'has no move route (the table has no sort field)', async () => {
    if (!c.sorted) {
      expect((await call('PUT', paths.move(1), c.writer, { direction: 'up' })).status).toBe(404);
      return;
    }
    const a = (await call('POST', paths.add, c.writer, { ...c.valid(7), sort_num: 500 })).body as ManagedRow;
    const b = (await call('POST', paths.add, c.writer, { ...c.valid(8), sort_num: 501 })).body as ManagedRow;
    const moved = await call('PUT', paths.move(b[c.idField] as number), c.writer, { direction: 'up' });
    expect(moved.status).toBe(200);
    const page = (await call('GET', `${paths.list}?pageSize=1000`, c.writer)).body as unknown as ManagedPage;
    const ids = page.list.map((r) => r[c.idField]);
    expect(ids.indexOf(b[c.idField])).toBeLessThan(ids.indexOf(a[c.idField]));
    const first = page.list[0][c.idField] as number;
    expect((await call('PUT', paths.move(first), c.writer, { direction: 'up' })).status).toBe(409);
  });
});
