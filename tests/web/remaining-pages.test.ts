import { describe, expect, it } from 'vitest';
import { MENU_TREE, type MenuSeed } from '@server/seed/menus';
import type { RoleCode } from '@shared/roles';
import { queueFor } from '@web/features/advise-management/queues';
import * as deputyStationRoutes from '@web/features/deputy-station/routes';
import { articlePath, introductionOf, messagePath, placeOf, stationFields } from '@web/features/deputy-station/deputy-station.model';
import { inAppDelivery, testNoticesOf } from '@web/features/test-message/test-message.model';
import { currentPathOf, OLD_TWINS } from '@web/lib/old-twins';

/** Every menu URL of the seed with the roles that see it (a node's roles, else its parent's). */
function menuRoles(nodes: readonly MenuSeed[], inherited: readonly RoleCode[] = [], into = new Map<string, Set<RoleCode>>()) {
  for (const node of nodes) {
    const roles = node.roles ?? inherited;
    if (node.url) into.set(node.url, new Set([...(into.get(node.url) ?? []), ...roles]));
    menuRoles(node.children ?? [], roles, into);
  }
  return into;
}

const ADMINS: RoleCode[] = ['NPC_ADMIN', '人大管理员'];

/**
 * The page-access matrix of these pages: which roles' menus list each. A role outside the list
 * reaches the page by address only, where the server's visibility decides what it shows.
 */
const PAGE_ROLES: Record<string, RoleCode[]> = {
  '/client/deputyStation/deputyStation': ['NPC_REPRESENT'],
  '/client/deputyStation/stationInfo': ['NPC_REPRESENT'],
  '/client/deputyStation/articleList': ['NPC_REPRESENT'],
  '/client/deputyStation/artticleDetails': ['NPC_REPRESENT'],
  '/client/deputyStation/deputyList': ['NPC_REPRESENT'],
  '/client/fileList': ['NPC_REPRESENT'],
  '/client/testMessage': ['NPC_REPRESENT'],
  '/manager/adviseManagement/actingWorkingCommittee/forwardedFile': [...ADMINS, 'NPC_WORK'],
  '/manager/adviseManagement/actingWorkingCommittee/delegationSuggest': [...ADMINS, 'NPC_WORK'],
  '/manager/adviseManagement/actingWorkingCommittee/handleInfo': [...ADMINS, 'NPC_WORK'],
  '/manager/adviseManagement/inspectionRoom/awaitAdvise': [...ADMINS, 'NPC_WORK'],
  '/manager/adviseManagement/proposal/concernedIssues': [...ADMINS, 'NPC_WORK', 'NPC_SPECIAL_COMMITTEE'],
  '/manager/adviseManagement/proposal/proposeSubmit': [...ADMINS, 'NPC_WORK', 'NPC_SPECIAL_COMMITTEE'],
};

describe('the menus of the pages', () => {
  const seeded = menuRoles(MENU_TREE);
  it.each(Object.entries(PAGE_ROLES))('%s is in the menus of exactly its roles', (url, roles) => {
    expect([...(seeded.get(url) ?? [])].sort()).toEqual([...roles].sort());
  });
});

describe('the committee’s and the old area’s queues', () => {
  it('define what each lists', () => {
    expect(queueFor('/manager/adviseManagement/actingWorkingCommittee/forwardedFile')).toMatchObject({ type: 'suggest', title: '转交办文件', params: { status: '301,400,500,600' }, exportable: true });
    expect(queueFor('/manager/adviseManagement/actingWorkingCommittee/delegationSuggest')).toMatchObject({ type: 'suggest', title: '联名建议', params: { coSigned: true } });
    expect(queueFor('/manager/adviseManagement/actingWorkingCommittee/handleInfo')).toMatchObject({ title: '办理情况', params: { status: '301,400,500' }, statusOptions: [301, 400, 500] });
    expect(queueFor('/manager/adviseManagement/inspectionRoom/awaitAdvise')).toMatchObject({ type: 'suggest', title: '待督办建议', params: { attention: true } });
    expect(queueFor('/manager/adviseManagement/proposal/concernedIssues')).toMatchObject({ type: 'proposal', title: '关注的议题', params: { status: '400,500,600,700' } });
    expect(queueFor('/manager/adviseManagement/proposal/proposeSubmit')).toMatchObject({ type: 'proposal', title: '已提交议案', params: { status: '100,200,300' } });
  });
});

describe('the older twins', () => {
  const [client, manager] = OLD_TWINS;
  it('lead to the page of the same name, query kept', () => {
    expect(currentPathOf(client, 'proposal/myProposalSuggest', '?tab=suggest')).toBe('/client/proposalAndSuggest/proposal/myProposalSuggest?tab=suggest');
    expect(currentPathOf(manager, 'proposal/proposalDetails/', '?id=3')).toBe('/manager/adviseManagement/proposal/proposalDetails?id=3');
    expect(currentPathOf(manager, '')).toBe('/manager/adviseManagement');
  });

  it('lead the renamed pages to their current names, and those to a queue', () => {
    expect(currentPathOf(manager, 'suggest/delegationExamineSuggest')).toBe('/manager/adviseManagement/suggest/waitExamineByDelegation');
    expect(currentPathOf(manager, 'suggest/pendingAssignment')).toBe('/manager/adviseManagement/suggest/waitAssignment');
    for (const old of ['suggest/delegationExamineSuggest', 'suggest/pendingAssignment', 'proposal/concernedIssues', 'proposal/proposeSubmit']) {
      expect(queueFor(currentPathOf(manager, old)), old).not.toBeNull();
    }
  });
});

describe('the deputy’s station', () => {
  const station = {
    stationId: 1,
    stationName: '巴州区东城街道代表联络站',
    stationCode: 'BZ001',
    province: '四川省',
    city: '巴中市',
    county: '巴州区',
    streetName: '东城街道',
    address: '新华街88号',
    contactUser: null,
    conveneUser: '张明华',
    contactPhone: '0827-1234567',
    introduce: ' 第一段。\n\n第二段。 ',
    stationPicture: null,
    isDemonstration: true,
    coordinate: null,
    delegateCount: 8,
  };

  it('shows every field, blanks as empty, and the introduction by paragraph', () => {
    expect(stationFields(station).map((f) => [f.label, f.value])).toEqual([
      ['联络站名称', '巴州区东城街道代表联络站'],
      ['联络站编号', 'BZ001'],
      ['所在地区', '四川省 巴中市 巴州区 东城街道'],
      ['地址', '新华街88号'],
      ['召集人', '张明华'],
      ['联系人', ''],
      ['联系电话', '0827-1234567'],
      ['进站代表', '8 名'],
      ['示范站', '是'],
    ]);
    expect(placeOf({ province: '四川省', city: '巴中市', county: '巴中市', streetName: null })).toBe('四川省 巴中市');
    expect(introductionOf(station)).toEqual(['第一段。', '第二段。']);
    expect(introductionOf({ introduce: '  ' })).toEqual([]);
  });

  it('opens an article and a message in the layout it is in', () => {
    expect(articlePath('client', 7)).toBe('/client/deputyStation/artticleDetails?id=7');
    expect(messagePath('mobile', 'LY202611200001')).toBe('/mobile/deputyStation/deputyStationSuggestDetails?id=LY202611200001');
    expect(messagePath('client', 'LY202611200001')).toBe('/client/deputyStation/adviceInfo?id=LY202611200001');
  });

  it('has the same pages in both layouts', () => {
    expect(deputyStationRoutes.clientRoutes.map((r) => r.path)).toEqual(deputyStationRoutes.mobileRoutes.map((r) => r.path));
    expect(deputyStationRoutes.clientRoutes.map((r) => r.path)).toEqual([
      'deputyStation/deputyStation',
      'deputyStation/stationInfo',
      'deputyStation/articleList',
      'deputyStation/artticleDetails',
      'deputyStation/deputyList',
    ]);
  });
});

describe('the test message page', () => {
  it('finds the sent notice in the in-box, and lists the test notices only', () => {
    expect(inAppDelivery(5, [{ noticeId: 4 }, { noticeId: 5 }])).toBe('arrived');
    expect(inAppDelivery(5, [{ noticeId: 4 }])).toBe('waiting');
    expect(inAppDelivery(5, undefined)).toBe('waiting');
    expect(testNoticesOf([{ noticeTitle: '测试消息' }, { noticeTitle: '会议通知' }])).toEqual([{ noticeTitle: '测试消息' }]);
  });
});
