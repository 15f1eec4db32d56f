import { CHINA_OFFSET_MS, chinaWallClock } from '@machines/china-time';
import { noticeReceive, overallNotice } from '../db/schema';
import type { Database } from '../db/database';
import { STAFF_USER } from './accounts';
import { DEPUTIES, deputyUsername } from './deputies';
import { CURRENT_TERM, CURRENT_TIMES } from './terms';

interface Recipient {
  username: string;
  read: boolean;
}

interface NoticeSeed {
  title: string;
  /** The to-do line of the panel, when it differs from the title. */
  realTitle?: string;
  content: string;
  destination: string;
  /** Sender's username. */
  from: string;
  createTime: string;
  to: Recipient[];
}

const {
  admin: ADMIN,
  congressAdmin: CONGRESS_ADMIN,
  work: WORKING_COMMITTEE,
  specialCommittee: SPECIAL_COMMITTEE,
  delegation: DELEGATION,
  transport: GOVERNMENT,
  housing: UNIT,
  station: STATION,
  undertaker: UNDERTAKER,
} = STAFF_USER;

const deputies = DEPUTIES.map((d, i) => ({ ...d, username: deputyUsername(i), index: i }));
type Deputy = (typeof deputies)[number];

/** Deputies matching `which`, each marked read or unread by `read`. */
const deputiesWhere = (which: (d: Deputy) => boolean, read: (d: Deputy) => boolean): Recipient[] =>
  deputies.filter(which).map((d) => ({ username: d.username, read: read(d) }));

const users = (read: boolean, ...usernames: string[]): Recipient[] => usernames.map((username) => ({ username, read }));

export const NOTICES: readonly NoticeSeed[] = [
  // The undertaker's to-do list, behind the notice bell.
  {
    title: '关于报送2026年度代表小组活动计划的通知',
    realTitle: '请于11月30日前报送本组2026年度活动计划',
    content: '各代表小组：请结合本组实际，制定2026年度代表小组活动计划，于11月30日前报区人大常委会代表工作委员会。',
    destination: '/manager/performanceRegistrationManagement/representativeHouseActivities',
    from: CONGRESS_ADMIN,
    createTime: '2026-11-03T09:30:00+08:00',
    to: users(true, UNDERTAKER),
  },
  {
    title: '关于召开代表小组联络员工作会议的通知',
    realTitle: '请按时参加代表小组联络员工作会议',
    content: '定于近期召开代表小组联络员工作会议，通报今年代表小组活动开展情况，安排年终述职工作。请各组联络员准时参会。',
    destination: '/manager/notices/inBox',
    from: CONGRESS_ADMIN,
    createTime: '2026-10-28T16:00:00+08:00',
    to: users(true, UNDERTAKER),
  },
  {
    title: '关于做好2026年度代表述职活动组织工作的通知',
    realTitle: '请组织本组代表于12月底前完成述职',
    content: '根据市人大常委会安排，请各代表小组组织本组代表向选民述职，并做好满意度测评和资料归档工作。',
    destination: '/manager/performanceRegistrationManagement/registrationManagement',
    from: CONGRESS_ADMIN,
    createTime: '2026-11-16T10:00:00+08:00',
    to: users(false, UNDERTAKER),
  },
  {
    title: '关于开展人大代表“进社区、访民情”活动的通知',
    realTitle: '请督促本组代表及时登记走访情况',
    content: '请各代表小组督促本组代表开展走访活动，每名代表走访联系群众不少于20户，并在系统中登记走访情况。',
    destination: '/manager/deputyStation/doubleConnection',
    from: CONGRESS_ADMIN,
    createTime: '2026-11-19T11:20:00+08:00',
    to: users(false, UNDERTAKER),
  },
  {
    title: '代表履职登记审核提醒',
    realTitle: '本组有新的代表履职登记待审核',
    content: '本组代表提交了新的履职登记，请及时审核。',
    destination: '/manager/performanceRegistrationManagement/registrationManagement',
    from: ADMIN,
    createTime: '2026-11-20T17:45:00+08:00',
    to: users(false, UNDERTAKER),
  },

  // Deputies' notices: some read, some not.
  {
    title: '关于举办2026年市人大代表履职能力提升培训班的通知',
    content: '市人大常委会定于2026年8月上旬举办市人大代表履职能力提升培训班，请各位代表按时参加。',
    destination: '/client/performanceQuality/training',
    from: CONGRESS_ADMIN,
    createTime: '2026-07-25T10:00:00+08:00',
    to: deputiesWhere(() => true, (d) => d.index % 7 !== 6),
  },
  {
    title: '关于开展2026年度代表述职活动的通知',
    content: '请各位代表结合履职情况，于12月底前通过代表联络站向选民或原选举单位述职。',
    destination: '/client/organization/reportOnWork',
    from: CONGRESS_ADMIN,
    createTime: '2026-10-15T09:00:00+08:00',
    to: deputiesWhere(() => true, (d) => d.index % 2 === 0),
  },
  {
    title: '关于征集2027年度市级民生实事候选项目意见的通知',
    content: '请各位市人大代表广泛听取群众意见，提出2027年度市级民生实事候选项目建议。',
    destination: '/client/opinionSolicitation/opinionSolicitationTable',
    from: WORKING_COMMITTEE,
    createTime: '2026-11-10T15:00:00+08:00',
    to: deputiesWhere((d) => d.grade === 3, (d) => d.index % 3 === 2),
  },
  {
    title: '关于列席市人大常委会会议的通知',
    content: '根据工作安排，邀请巴州区代表团部分代表列席市人大常委会会议，请按时参加。',
    destination: '/client/attendMeeting/meetingIndex',
    from: CONGRESS_ADMIN,
    createTime: '2026-11-18T16:30:00+08:00',
    to: deputiesWhere((d) => d.county === '巴州区', () => false),
  },
  {
    title: '请及时处理联络站群众留言',
    content: '巴州区东城街道代表联络站收到群众留言，请进站代表及时查看并提出处理意见。',
    destination: '/client/deputyStation/adviceHandling',
    from: STATION,
    createTime: '2026-11-20T09:15:00+08:00',
    to: deputiesWhere((d) => d.station === 'dongcheng', () => false),
  },

  // System users' in-box.
  {
    title: '关于报送代表建议办理工作总结的通知',
    content: '请各承办单位于12月15日前报送本年度代表建议办理工作总结。',
    destination: '/manager/adviseManagement/handlingUnit/answerAdvice',
    from: WORKING_COMMITTEE,
    createTime: '2026-11-12T10:00:00+08:00',
    to: users(false, GOVERNMENT, UNIT),
  },
  {
    title: '关于开展代表联络站年度考评的通知',
    content: '请各代表联络站对照规范化建设标准开展自查，并于12月10日前报送自查报告。',
    destination: '/manager/deputyStation/stationManage',
    from: CONGRESS_ADMIN,
    createTime: '2026-11-05T09:00:00+08:00',
    to: users(true, STATION),
  },
  {
    title: '关于做好市五届人大四次会议议案建议准备工作的通知',
    content: '市五届人大四次会议将于明年初召开，请做好代表议案建议的受理、审查和交办准备工作。',
    destination: '/manager/adviseManagement/proposal/allProposal',
    from: ADMIN,
    createTime: '2026-11-17T14:00:00+08:00',
    to: [...users(false, CONGRESS_ADMIN, WORKING_COMMITTEE, SPECIAL_COMMITTEE), ...users(true, DELEGATION)],
  },
];

interface ScheduleSeed {
  title: string;
  destination: string;
  /** Days after the day of seeding, and the China-time hour and minute. */
  inDays: number;
  at: readonly [number, number];
  to: string[];
}

/** Upcoming schedule items for the system layout's pop-up, counted from the day of seeding. */
export const SCHEDULE: readonly ScheduleSeed[] = [
  { title: '巴州区代表团建议审查工作会', destination: '/manager/adviseManagement/delegation/awaitAdvise', inDays: 1, at: [15, 0], to: [DELEGATION, CONGRESS_ADMIN] },
  { title: '代表建议办理工作督办会', destination: '/manager/adviseManagement/suggest/inProcess', inDays: 2, at: [14, 30], to: [ADMIN, CONGRESS_ADMIN, WORKING_COMMITTEE, GOVERNMENT, UNIT] },
  { title: '市人大常委会会议', destination: '/manager/joinMeeting/meetingList', inDays: 3, at: [9, 0], to: [ADMIN, CONGRESS_ADMIN, WORKING_COMMITTEE, SPECIAL_COMMITTEE] },
  { title: '东城街道代表联络站集中接待日', destination: '/manager/deputyStation/stationManage', inDays: 4, at: [9, 0], to: [STATION, UNDERTAKER, CONGRESS_ADMIN] },
  { title: '代表小组联络员工作会议', destination: '/manager/notices/inBox', inDays: 4, at: [14, 30], to: [UNDERTAKER] },
  { title: '2027年度民生实事候选项目论证会', destination: '/manager/livelihoodIssues/projectProposal', inDays: 6, at: [9, 30], to: [ADMIN, CONGRESS_ADMIN, GOVERNMENT, UNIT] },
];

/** `days` after today (China time) at hh:mm China time. */
function upcoming(now: Date, days: number, [hour, minute]: readonly [number, number]): Date {
  const local = chinaWallClock(now);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour, minute);
  return new Date(day - CHINA_OFFSET_MS);
}

export async function seedNotices(tx: Database, userIds: Map<string, number>, realNames: Map<string, string>, now: Date) {
  const idOf = (username: string) => userIds.get(username)!;
  let notices = 0;
  let receipts = 0;

  for (const n of NOTICES) {
    const [row] = await tx
      .insert(overallNotice)
      .values({
        noticeTitle: n.title,
        realTitle: n.realTitle ?? n.title,
        content: n.content,
        destination: n.destination,
        noticeType: 1,
        term: CURRENT_TERM,
        times: CURRENT_TIMES,
        fkCreateUserId: idOf(n.from),
        createUserName: realNames.get(n.from)!,
        createTime: new Date(n.createTime),
      })
      .returning({ noticeId: overallNotice.noticeId });
    const lookTime = new Date(new Date(n.createTime).getTime() + 3 * 3_600_000);
    await tx.insert(noticeReceive).values(
      n.to.map((r) => ({ fkNoticeId: row.noticeId, fkUserId: idOf(r.username), isLook: r.read ? 1 : 0, lookTime: r.read ? lookTime : null })),
    );
    notices += 1;
    receipts += n.to.length;
  }

  for (const s of SCHEDULE) {
    const [row] = await tx
      .insert(overallNotice)
      .values({
        noticeTitle: s.title,
        realTitle: s.title,
        destination: s.destination,
        noticeType: 2,
        scheduleTime: upcoming(now, s.inDays, s.at),
        term: CURRENT_TERM,
        times: CURRENT_TIMES,
        fkCreateUserId: idOf(CONGRESS_ADMIN),
        createUserName: realNames.get(CONGRESS_ADMIN)!,
        createTime: now,
      })
      .returning({ noticeId: overallNotice.noticeId });
    await tx.insert(noticeReceive).values(s.to.map((username) => ({ fkNoticeId: row.noticeId, fkUserId: idOf(username) })));
    notices += 1;
    receipts += s.to.length;
  }
  return { notices, receipts };
}
