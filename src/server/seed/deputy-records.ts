import { eq } from 'drizzle-orm';
import type { Actor } from '@machines/actor';
import { Role } from '@shared/roles';
import { npcDelegate, npcDelegateTenure } from '../db/schema';
import type { Database } from '../db/database';
import { deputyRecordKind } from '../services/deputies/deputy.kind';
import { appendHistory } from '../services/workflow/engine';
import type { County } from './areas';
import { DEPUTIES, deputyRow, deputyUsername, type DeputySeed } from './deputies';
import type { StationKey } from './stations';

/** When the fifth term's deputies were elected and their records confirmed. */
const ELECTED_AT = new Date('2023-12-20T02:00:00Z');
const CONFIRMED_AT = new Date('2023-12-28T02:00:00Z');

interface Refs {
  delegation: Record<County, number>;
  station: Record<StationKey, { id: number; town: string }>;
  delegateByUsername: Map<string, number>;
  userIds: Map<string, number>;
}

const history = (eventType: string, fromStatus: number | null, toStatus: number | null, opinion: string | null = null) => ({ eventType, fromStatus, toStatus, result: null, satisfaction: null, opinion });

/** Records the office has not confirmed yet: two new ones, one by-election result waiting, one refused. */
export const UNCONFIRMED: readonly (DeputySeed & { status: 0 | 2 | 5; at: string; reason?: string; refusal?: string })[] = [
  { name: '胡建华', sex: '男', birth: '1981-05-16', nation: '汉族', political: '中共党员', edu: '大学', school: '西南石油大学/石油工程', job: '巴州区天然气公司总经理', kind: '企业负责人', grade: 3, county: '巴州区', station: 'dongcheng', status: 0, at: '2026-11-20T02:30:00Z' },
  { name: '唐晓梅', sex: '女', birth: '1989-09-21', nation: '汉族', political: '群众', edu: '大专', school: '巴中职业技术学院/学前教育', job: '通江县诺江镇中心幼儿园教师', kind: '教师', grade: 4, county: '通江县', station: 'nuojiang', status: 0, at: '2026-11-21T03:10:00Z' },
  {
    name: '钟永福', sex: '男', birth: '1975-02-27', nation: '汉族', political: '中共党员', edu: '大学', school: '四川农业大学/农业经济管理', job: '平昌县江口街道党工委副书记', kind: '党政机关干部', grade: 4, county: '平昌县', station: 'jiangkou',
    status: 2, at: '2026-11-05T01:00:00Z', reason: '平昌县人大常委会报告：江口街道选区于2026年10月28日依法补选，钟永福同志当选，补选结果报告附后。',
  },
  {
    name: '任德明', sex: '男', birth: '1970-07-03', nation: '汉族', political: '群众', edu: '高中', job: '南江县长赤镇个体工商户', kind: '个体工商户', grade: 4, county: '南江县', station: 'changchi',
    status: 5, at: '2025-08-01T01:00:00Z', reason: '南江县长赤镇选区补选结果报告。', refusal: '补选结果报告材料不全，选举程序存在瑕疵，不予确认。',
  },
];

/**
 * The deputy records' lifecycle in the demo: every seeded deputy created and confirmed when the
 * term began (with a tenure since), a vacancy applied for and one approved, a transfer done in
 * 2025 and one waiting, a basic-information correction waiting, new records and by-election results.
 */
export async function seedDeputyRecords(tx: Database, refs: Refs): Promise<void> {
  const office: Actor = { userId: refs.userIds.get('13800000001')!, role: Role.congressAdmin, realName: '陈静' };
    const idOf = (name: string) => refs.delegateByUsername.get(deputyUsername(DEPUTIES.findIndex((d) => d.name === name)))!;

  for (const [index, deputy] of DEPUTIES.entries()) {
    const delegateId = refs.delegateByUsername.get(deputyUsername(index))!;
    await appendHistory(tx, deputyRecordKind, delegateId, history('CREATE', null, 0), {}, office, ELECTED_AT);
    await appendHistory(tx, deputyRecordKind, delegateId, history('APPROVE', 0, 1), {}, office, CONFIRMED_AT);
    const vacatedAt = deputy.audit === 6 ? new Date('2025-06-30T02:00:00Z') : null;
    await tx.insert(npcDelegateTenure).values({
      fkDelegateId: delegateId,
      fkDelegationId: refs.delegation[deputy.county],
      delegateGrade: deputy.grade,
      validFrom: CONFIRMED_AT.toISOString(),
      validTo: vacatedAt?.toISOString() ?? null,
    });
    if (deputy.audit === 6) {
      const reason = '该代表因工作调动离开本行政区域，其代表资格终止。';
      await appendHistory(tx, deputyRecordKind, delegateId, history('APPLY_VACANCY', 1, 3, reason), {}, office, new Date('2025-06-20T02:00:00Z'));
      await appendHistory(tx, deputyRecordKind, delegateId, history('APPROVE', 3, 6, '同意出缺。'), {}, office, vacatedAt!);
    }
    if (deputy.audit === 3) {
      const reason = '该代表因病长期不能履行代表职务，本人提出辞去代表职务，已经县人大常委会接受。';
      const appliedAt = new Date('2026-11-10T02:00:00Z');
      await tx.update(npcDelegate).set({ pendingApplyType: 2, applyReason: reason, updateTime: appliedAt }).where(eq(npcDelegate.delegateId, delegateId));
      await appendHistory(tx, deputyRecordKind, delegateId, history('APPLY_VACANCY', 1, 3, reason), {}, office, appliedAt);
    }
  }

  // 孙明亮 moved from 恩阳区代表团 to 巴州区代表团 on 15 March 2025: the roster of 1 March shows the old delegation.
  const moved = idOf('孙明亮');
  const movedAt = new Date('2025-03-15T02:00:00Z');
  await tx.update(npcDelegateTenure).set({ fkDelegationId: refs.delegation['恩阳区'], validTo: movedAt.toISOString() }).where(eq(npcDelegateTenure.fkDelegateId, moved));
  await tx.insert(npcDelegateTenure).values({ fkDelegateId: moved, fkDelegationId: refs.delegation['巴州区'], delegateGrade: 3, validFrom: movedAt.toISOString() });
  const movedReason = '该代表工作调动至巴州区回风街道，申请调入巴州区代表团。';
  await appendHistory(tx, deputyRecordKind, moved, history('APPLY_TRANSFER', 1, 4, movedReason), { targetDelegationId: refs.delegation['巴州区'] }, office, new Date('2025-03-10T02:00:00Z'));
  await appendHistory(tx, deputyRecordKind, moved, history('APPROVE', 4, 1, '同意调团。'), { changes: { fkDelegationId: { before: refs.delegation['恩阳区'], after: refs.delegation['巴州区'] } } }, office, movedAt);

  // Waiting for the office: 许光明's transfer to 巴州区, 何晓燕's corrected office phone and address.
  const transferring = idOf('许光明');
  const transferReason = '该代表已调任巴州区公安分局工作，申请由恩阳区代表团调入巴州区代表团。';
  const transferAt = new Date('2026-11-18T02:00:00Z');
  await tx
    .update(npcDelegate)
    .set({ auditStatus: 4, pendingApplyType: 3, pendingDelegationId: refs.delegation['巴州区'], applyReason: transferReason, updateTime: transferAt })
    .where(eq(npcDelegate.delegateId, transferring));
  await appendHistory(tx, deputyRecordKind, transferring, history('APPLY_TRANSFER', 1, 4, transferReason), { targetDelegationId: refs.delegation['巴州区'] }, office, transferAt);

  const correcting = idOf('何晓燕');
  const changes = { officePhone: '0827-7221563', postalAddress: '四川省巴中市通江县诺江镇壁州大道128号通江中学' };
  const infoReason = '学校搬迁新校区，办公电话和通讯地址已变更。';
  const correctionAt = new Date('2026-11-19T02:00:00Z');
  await tx.update(npcDelegate).set({ pendingApplyType: 4, pendingChanges: changes, applyReason: infoReason, updateTime: correctionAt }).where(eq(npcDelegate.delegateId, correcting));
  await appendHistory(tx, deputyRecordKind, correcting, history('APPLY_INFO', 1, 1, infoReason), { changes }, office, correctionAt);

  for (const [offset, record] of UNCONFIRMED.entries()) {
    const at = new Date(record.at);
    const [row] = await tx
      .insert(npcDelegate)
      .values({
        ...deputyRow(record, DEPUTIES.length + offset, { delegation: refs.delegation[record.county], station: refs.station[record.station].id, stationTown: refs.station[record.station].town }),
        auditStatus: record.status,
        pendingApplyType: record.status === 2 ? 1 : null,
        applyReason: record.status === 2 ? (record.reason ?? null) : null,
        createTime: at,
        updateTime: at,
      })
      .returning({ delegateId: npcDelegate.delegateId });
    await appendHistory(tx, deputyRecordKind, row.delegateId, history('CREATE', null, 0), {}, office, at);
    if (record.status === 0) continue;
    await appendHistory(tx, deputyRecordKind, row.delegateId, history('APPLY_BY_ELECTION', 0, 2, record.reason ?? null), {}, office, new Date(at.getTime() + 86_400_000));
    if (record.status === 5) await appendHistory(tx, deputyRecordKind, row.delegateId, history('REFUSE', 2, 5, record.refusal ?? null), {}, office, new Date(at.getTime() + 19 * 86_400_000));
  }
}
