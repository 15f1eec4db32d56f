import { npcElectoralUnit, npcElectoralUnitDelegate, npcGroup, npcGroupAdmin, npcGroupMember, npcReportOnWork } from '../db/schema';
import type { Database } from '../db/database';
import type { Actor } from '@machines/actor';
import { Role } from '@machines/roles';
import { REPORT_STATUS, type ReportStatus } from '@shared/groups';
import { REPORT_STORE } from '../services/report-on-work.service';
import { appendHistory } from '../services/workflow/engine';
import { townKey, type AreaIds } from './areas';
import { DEPUTIES, deputyUsername } from './deputies';
import { STATIONS, type StationKey } from './stations';
import { CURRENT_TERM } from './terms';

/** The stations with a deputy group, in the order of their sort numbers. */
const GROUP_STATIONS: readonly { key: StationKey; description: string }[] = [
  { key: 'dongcheng', description: '由驻东城街道的各级人大代表组成，依托东城街道代表联络站开展集中视察、专题调研和联系选民活动。' },
  { key: 'jiangbei', description: '由江北街道及曾口镇片区代表组成，重点关注城市更新、农村产业发展和民生实事项目。' },
  { key: 'dengke', description: '由恩阳区登科街道片区代表组成，围绕恩阳古镇保护与文旅融合开展履职活动。' },
  { key: 'nuojiang', description: '由通江县诺江镇片区代表组成，关注银耳产业、红色旅游和城乡教育均衡发展。' },
  { key: 'jizhou', description: '由南江县集州街道片区代表组成，围绕光雾山旅游、黄羊产业和生态保护建言献策。' },
  { key: 'jiangkou', description: '由平昌县江口街道片区代表组成，重点关注青花椒产业、江口水乡建设和养老服务。' },
];

const REPORT_PLACES = ['社区党群服务中心会议室', '代表联络站接待室', '街道便民服务中心二楼会议室', '村委会活动室'];

function reportContent(name: string, job: string, year: number): string {
  return [
    `<p>各位选民：</p>`,
    `<p>我是${name}，现任${job}。${year}年，我认真履行人大代表职责，现将履职情况报告如下，请予评议。</p>`,
    `<p><strong>一、加强学习，提高履职能力。</strong>参加市人大常委会组织的代表履职培训两次，认真学习宪法、代表法和监督法，熟悉议案建议的提出程序。</p>`,
    `<p><strong>二、联系选民，反映群众呼声。</strong>通过代表联络站接待选民十余次，收集意见建议二十余条，围绕老旧小区改造、农村道路养护、义务教育学位等问题提出建议，均已交有关部门办理。</p>`,
    `<p><strong>三、参加会议，依法行使职权。</strong>按时出席人民代表大会会议，认真审议各项报告，参加代表小组集中视察和专题调研活动。</p>`,
    `<p><strong>四、存在的不足和今后打算。</strong>联系选民的方式还需丰富，对建议办理的跟踪督促还不够。今后将进一步密切与选民的联系，努力做一名让人民满意的代表。</p>`,
  ].join('');
}

/** Each status six times at least; 张明华 (the first deputy) has one report of each. */
const REPORT_PLAN: readonly ReportStatus[] = [REPORT_STATUS.draft, REPORT_STATUS.submitted, REPORT_STATUS.returned, REPORT_STATUS.archived];
const RETURN_OPINIONS = ['请补充本年度提出建议的办理情况和选民评议意见。', '述职会议时间与地点请与联络站登记一致，并附会议签到表。', '报告内容较简略，请补充联系选民的具体事例。'];

const LEVEL_OF_STATION_GROUPS = 4;

/** 张明华's reports, one of each status. */
const OWN_TITLES = ['度向东城街道选民述职报告', '上半年履职情况报告', '度联系选民工作情况报告', '度履职情况述职报告'];

/**
 * Deputy groups over the stations (every deputy of the station a member, the first 组长, the
 * second 副组长), 吴建平 administering the 东城街道 group, 述职报告 in every status, and an
 * electoral unit for every deputy.
 */
export async function seedGroups(
  tx: Database,
  refs: {
    areas: AreaIds;
    station: Record<StationKey, { id: number; town: string }>;
    delegateByUsername: Map<string, number>;
    liaisonUserId: number;
    /** Accounts by username: the authors and reviewers of the reports' history. */
    userIds: Map<string, number>;
  },
  now: Date,
): Promise<void> {
  const stationOf = new Map(STATIONS.map((s) => [s.key, s]));
  const deputiesAt = (key: StationKey) => DEPUTIES.map((d, i) => ({ ...d, delegateId: refs.delegateByUsername.get(deputyUsername(i))! })).filter((d) => d.station === key);

  const groups = await tx
    .insert(npcGroup)
    .values(
      GROUP_STATIONS.map((g, i) => {
        const station = stationOf.get(g.key)!;
        return {
          groupName: `${station.county}${station.town}代表小组`,
          groupLevel: LEVEL_OF_STATION_GROUPS,
          fkStationId: refs.station[g.key].id,
          fkAreaId: refs.areas.town.get(townKey(station.county, station.town)) ?? null,
          description: g.description,
          sortNo: i + 1,
        };
      }),
    )
    .returning({ groupId: npcGroup.groupId });

  const members = GROUP_STATIONS.flatMap((g, i) =>
    deputiesAt(g.key).map((d, position) => ({ fkGroupId: groups[i].groupId, fkDelegateId: d.delegateId, groupLevel: LEVEL_OF_STATION_GROUPS, memberRole: position === 0 ? 1 : position === 1 ? 2 : 3 })),
  );
  await tx.insert(npcGroupMember).values(members);
  await tx.insert(npcGroupAdmin).values({ fkGroupId: groups[0].groupId, fkUserId: refs.liaisonUserId });

  const year = now.getFullYear() - 1;
  const authors = DEPUTIES.map((d, i) => ({ ...d, delegateId: refs.delegateByUsername.get(deputyUsername(i))!, userId: refs.userIds.get(deputyUsername(i))! }));
  const reports = [
    ...REPORT_PLAN.map((status, n) => ({ author: authors[0], status, n })),
    ...authors.slice(1, 25).map((author, n) => ({ author, status: REPORT_PLAN[n % REPORT_PLAN.length], n: n + 4 })),
  ];
  const stored = await tx
    .insert(npcReportOnWork)
    .values(
      reports.map(({ author, status, n }) => {
        const reportYear = author === authors[0] ? year - (n % 2) : year;
        const written = new Date(now.getTime() - (60 - n) * 86_400_000);
        const submitted = status === REPORT_STATUS.draft ? null : new Date(written.getTime() + 3 * 86_400_000);
        const reviewed = status === REPORT_STATUS.returned || status === REPORT_STATUS.archived ? new Date(written.getTime() + 6 * 86_400_000) : null;
        return {
          fkDelegateId: author.delegateId,
          title: author === authors[0] ? `${reportYear}年${OWN_TITLES[n]}` : `${author.name}${reportYear}年度向选民述职报告`,
          reportYear,
          meetingDate: new Date(written.getTime() - 2 * 86_400_000).toISOString().slice(0, 10),
          meetingPlace: `${stationOf.get(author.station)?.town ?? ''}${REPORT_PLACES[n % REPORT_PLACES.length]}`,
          content: reportContent(author.name, author.job, reportYear),
          status,
          reviewOpinion: status === REPORT_STATUS.returned ? RETURN_OPINIONS[n % RETURN_OPINIONS.length] : status === REPORT_STATUS.archived ? '述职报告内容完整，予以归档。' : null,
          reviewerName: reviewed ? (n % 2 === 0 ? '吴建平' : '陈静') : null,
          submitTime: submitted,
          reviewTime: reviewed,
          createTime: written,
          updateTime: reviewed ?? submitted ?? written,
        };
      }),
    )
    .returning();
  // Each report's history as the machine would have written it: created, submitted, then returned or archived.
  const liaison: Actor = { userId: refs.liaisonUserId, role: Role.group, realName: '吴建平' };
  const office: Actor = { userId: refs.userIds.get('13800000001')!, role: Role.congressAdmin, realName: '陈静' };
  for (const [index, row] of stored.entries()) {
    const { author } = reports[index];
    const deputy: Actor = { userId: author.userId, role: Role.represent, realName: author.name, delegateId: author.delegateId };
    const entry = (eventType: string, fromStatus: ReportStatus | null, toStatus: ReportStatus, opinion: string | null = null) => ({ eventType, fromStatus, toStatus, result: null, satisfaction: null, opinion });
    await appendHistory(tx, REPORT_STORE, row.reportId, entry('CREATE', null, REPORT_STATUS.draft), { title: row.title, reportYear: row.reportYear }, deputy, row.createTime);
    if (!row.submitTime) continue;
    await appendHistory(tx, REPORT_STORE, row.reportId, entry('SUBMIT', REPORT_STATUS.draft, REPORT_STATUS.submitted), {}, deputy, row.submitTime);
    if (!row.reviewTime) continue;
    const reviewer = row.reviewerName === '吴建平' ? liaison : office;
    const eventType = row.status === REPORT_STATUS.returned ? 'RETURN' : 'ARCHIVE';
    await appendHistory(tx, REPORT_STORE, row.reportId, entry(eventType, REPORT_STATUS.submitted, row.status as ReportStatus, row.reviewOpinion), {}, reviewer, row.reviewTime);
  }

  // Electoral units: three deputies of a station to a unit, named after the station's town.
  const units: { key: StationKey; part: number; deputies: { delegateId: number }[] }[] = [];
  for (const station of STATIONS) {
    const here = authors.filter((d) => d.station === station.key);
    for (let part = 0; part * 3 < here.length; part += 1) units.push({ key: station.key, part, deputies: here.slice(part * 3, part * 3 + 3) });
  }
  const ordinal = ['一', '二', '三', '四', '五', '六'];
  const unitRows = await tx
    .insert(npcElectoralUnit)
    .values(
      units.map((u, i) => {
        const station = stationOf.get(u.key)!;
        const voterCount = 8200 + ((i * 1373) % 6100);
        return {
          unitName: `${station.county}第${ordinal[u.part] ?? u.part + 1}选区（${station.town}）`,
          term: CURRENT_TERM,
          fkAreaId: refs.areas.county[station.county],
          coverage: `${station.town}${['城东', '城西', '南街', '北街'][u.part % 4]}社区、${['新华', '红旗', '将军', '五星'][(u.part + i) % 4]}社区、${['石梯', '白庙', '龙泉', '青龙'][i % 4]}村`,
          voterCount,
          population: Math.round(voterCount * 1.32),
          electionDate: '2021-11-18',
          fkStationId: refs.station[u.key].id,
          sortNo: i + 1,
        };
      }),
    )
    .returning({ unitId: npcElectoralUnit.unitId, voterCount: npcElectoralUnit.voterCount });
  await tx.insert(npcElectoralUnitDelegate).values(
    units.flatMap((u, i) => u.deputies.map((d, n) => ({ fkUnitId: unitRows[i].unitId, fkDelegateId: d.delegateId, votes: Math.round(unitRows[i].voterCount * (0.82 - n * 0.04)) }))),
  );
}
