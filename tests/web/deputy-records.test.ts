import { describe, expect, it } from 'vitest';
import { ID_CARD_MSG } from '@machines/deputy-record';
import type { DeputyDetail } from '@shared/contracts/deputies';
import {
  applicationDiff,
  applicationOf,
  applicationOutcomes,
  bodyOfForm,
  emptyForm,
  filtersOfSearch,
  formOfRecord,
  formProblems,
  infoChanges,
  infoFormOf,
  infoProblems,
  INFO_MSG,
  NO_FILTERS,
  portraitCrop,
  queryOfFilters,
  RELATIVE_ROWS,
} from '@web/features/deputy-records/deputy-records.model';
import { currentPathOf, OLD_TWINS } from '@web/lib/old-twins';

const blankRelative = { age: null, appellation: null, name: null, birthday: null, political: null, works: null };

const record = (patch: Partial<DeputyDetail> = {}): DeputyDetail => ({
  delegateId: 2,
  delegateName: '李秀英',
  sex: '女',
  birth: '1978-09-02',
  nationality: '汉族',
  political: '中共党员',
  educationBackground: '大学',
  position: '医务工作者',
  presentOccupation: '巴中市中心医院心血管内科主任医师',
  phone: '13900000002',
  headPortrait: null,
  fkDelegationId: 1,
  delegationName: '巴州区代表团',
  delegateGrade: 3,
  fkStationId: 1,
  stationName: '巴州区东城街道代表联络站',
  auditStatus: 1,
  auditStatusLabel: '已通过',
  pendingApplyType: null,
  term: 5,
  times: 3,
  version: 0,
  updateTime: '2026-11-28T02:31:34.965Z',
  allowedEvents: [],
  waitingForYou: false,
  workTime: null,
  idCard: null,
  nativePlace: '四川巴中',
  degree: null,
  graduateInstitutions: null,
  major: null,
  officePhone: '0827-5201373',
  homePhone: null,
  postalAddress: '四川省巴中市巴州区东城街道',
  postcode: '636000',
  resume: null,
  isSpecialCommittee: false,
  profile: {},
  relations: [{ ...blankRelative, appellation: '丈夫', name: '陈志远', birthday: '1976-02-19', age: 50 }, blankRelative, blankRelative, blankRelative],
  committees: [],
  annexList: [],
  electionReport: [],
  applyReason: null,
  applyAnnex: [],
  pendingDelegationId: null,
  pendingDelegationName: null,
  pendingChanges: null,
  account: null,
  history: [],
  ...patch,
});

describe('the roster filters', () => {
  it('send only the chosen ones, numbers as numbers', () => {
    expect(queryOfFilters(NO_FILTERS)).toEqual({});
    expect(queryOfFilters({ ...NO_FILTERS, keyword: ' 张 ', delegateGrade: '3', fkDelegationId: '2', sex: '女', ageBand: '45', political: '群众', auditStatus: '0' })).toEqual({
      keyword: '张',
      delegateGrade: 3,
      fkDelegationId: 2,
      sex: '女',
      ageBand: '45',
      political: '群众',
      auditStatus: '0',
    });
  });

  it('ask for the vacant deputies with inAudit 6, whatever status is chosen', () => {
    expect(queryOfFilters({ ...NO_FILTERS, vacant: true, auditStatus: '1' })).toEqual({ inAudit: '6' });
  });

  it('take the level from the address (the township roster)', () => {
    expect(filtersOfSearch(new URLSearchParams('delegateGrade=5')).delegateGrade).toBe('5');
    expect(filtersOfSearch(new URLSearchParams('delegateGrade=9')).delegateGrade).toBe('');
  });
});

describe('the waiting application', () => {
  it('is named by the status, or by the information application waiting on a serving record', () => {
    expect(applicationOf({ auditStatus: 0, pendingApplyType: null })?.label).toBe('新增代表');
    expect(applicationOf({ auditStatus: 4, pendingApplyType: 3 })?.label).toBe('调团申请');
    expect(applicationOf({ auditStatus: 1, pendingApplyType: 4 })?.label).toBe('基本信息变更');
    expect(applicationOf({ auditStatus: 1, pendingApplyType: null })).toBeNull();
  });

  it('compares each proposed field with its present value', () => {
    const rows = applicationDiff(record({ pendingApplyType: 4, pendingChanges: { officePhone: '0827-5261188', postcode: '636000' } }));
    expect(rows).toEqual([
      { field: 'officePhone', label: '办公电话', before: '0827-5201373', after: '0827-5261188', changed: true },
      { field: 'postcode', label: '邮政编码', before: '636000', after: '636000', changed: false },
    ]);
  });

  it('compares the delegations of a transfer', () => {
    expect(applicationDiff(record({ auditStatus: 4, pendingDelegationId: 2, pendingDelegationName: '恩阳区代表团' }))).toEqual([
      { field: 'fkDelegationId', label: '所属代表团', before: '巴州区代表团', after: '恩阳区代表团', changed: true },
    ]);
  });
});

describe('the basic-information application', () => {
  it('proposes only the fields that differ', () => {
    const current = record();
    const form = { ...infoFormOf(current), officePhone: '0827-5261188', homePhone: '' };
    expect(infoChanges(current, form)).toEqual({ officePhone: '0827-5261188' });
  });

  it('needs a reason, a valid phone and at least one change', () => {
    const current = record();
    expect(infoProblems(current, infoFormOf(current), '')).toEqual({ reason: INFO_MSG.reasonRequired, form: INFO_MSG.nothingChanged });
    expect(infoProblems(current, { ...infoFormOf(current), phone: '12345' }, '换号')).toEqual({ phone: INFO_MSG.phone });
  });
});

describe('the record form', () => {
  it('says what is missing or wrong next to each field', () => {
    const problems = formProblems({ ...emptyForm(), idCard: '51190219800101001X', phone: '1380000' });
    expect(problems).toMatchObject({ delegateName: '请输入姓名', fkDelegationId: '请选择所属代表团', delegateGrade: '请选择代表层级', phone: '请输入正确的手机号码', idCard: ID_CARD_MSG });
    expect(formProblems({ ...emptyForm(), delegateName: '甲', fkDelegationId: '1', delegateGrade: '3', idCard: '11010519491231002X' })).toEqual({});
  });

  it('limits the texts as the record schema does', () => {
    expect(formProblems({ ...emptyForm(), delegateName: '名'.repeat(51), fkDelegationId: '1', delegateGrade: '3' })).toEqual({ delegateName: '不能超过50个字' });
  });

  it('shows four relatives, and drops the rows without a name on save', () => {
    const form = formOfRecord(record());
    expect(form.relations).toHaveLength(RELATIVE_ROWS);
    expect(bodyOfForm(form).relations).toEqual([{ appellation: '丈夫', name: '陈志远', birthday: '1976-02-19', political: null, works: null }]);
  });

  it('sends nationality with its 族, empty texts as null, ids as numbers, and never a masked id number', () => {
    const body = bodyOfForm({ ...emptyForm({ fkDelegationId: 2 }), delegateName: ' 王新 ', nationality: '回', delegateGrade: '4', fkStationId: '3', idCard: '511902********001X' });
    expect(body).toMatchObject({ delegateName: '王新', nationality: '回族', fkDelegationId: 2, delegateGrade: 4, fkStationId: 3, officePhone: null });
    expect(body).not.toHaveProperty('idCard');
    expect(body).not.toHaveProperty('phone');
  });
});

describe('the photo', () => {
  it('is cut to 3:4 around its centre', () => {
    expect(portraitCrop(400, 400)).toEqual({ x: 50, y: 0, width: 300, height: 400 });
    expect(portraitCrop(300, 800)).toEqual({ x: 0, y: 200, width: 300, height: 400 });
  });
});

describe('a deputy’s applications', () => {
  it('pair each with the decision that followed, newest first', () => {
    const entry = (historyId: number, eventType: string) => ({ historyId, eventType });
    const outcomes = applicationOutcomes([entry(1, 'CREATE'), entry(2, 'APPROVE'), entry(3, 'APPLY_INFO'), entry(4, 'REFUSE'), entry(5, 'APPLY_INFO')]);
    expect(outcomes).toEqual([
      { application: entry(5, 'APPLY_INFO'), decision: null },
      { application: entry(3, 'APPLY_INFO'), decision: entry(4, 'REFUSE') },
    ]);
  });
});

describe('the older deputy pages', () => {
  const twin = OLD_TWINS.find((t) => t.old === '/manager/npcMsgManager_old')!;
  it('lead to the roster, the cards and the township roster', () => {
    expect(currentPathOf(twin, 'allDelegateInfo')).toBe('/manager/npcMsgManager/npcMsgTable');
    expect(currentPathOf(twin, 'delegateAllWatch/')).toBe('/manager/npcMsgManager/baseMsgManager');
    expect(currentPathOf(twin, 'townshipManagemen', '?pageNum=2')).toBe('/manager/npcMsgManager/npcMsgTable?delegateGrade=5&pageNum=2');
  });
});
