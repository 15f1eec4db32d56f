import { DEPUTY_PROFILE_FIELDS } from '@machines/deputy-record';

export { AGE_BANDS, type AgeBand } from './contracts/deputies';

/** The label of each field of the deputy record, as the form, the review diff and the history show it. */
export const DEPUTY_FIELD_LABEL: Readonly<Record<string, string>> = {
  delegateName: '姓名',
  sex: '性别',
  birth: '出生年月',
  workTime: '参加工作时间',
  nationality: '民族',
  idCard: '身份证号码',
  nativePlace: '籍贯',
  political: '政治面貌',
  degree: '学位',
  educationBackground: '学历',
  graduateInstitutions: '毕业院校',
  major: '所学专业',
  phone: '手机号码',
  officePhone: '办公电话',
  homePhone: '住宅电话',
  postalAddress: '通讯地址',
  postcode: '邮政编码',
  position: '职业类别',
  presentOccupation: '工作单位及职务',
  resume: '个人简历',
  fkDelegationId: '所属代表团',
  delegateGrade: '代表层级',
  fkStationId: '所在联络站',
  isSpecialCommittee: '专门委员会组成人员',
  headPortrait: '照片',
  ...DEPUTY_PROFILE_FIELDS,
};

/** Deputy levels (delegateGrade): 1 national … 5 township. */
export const DELEGATE_GRADE_LABEL: Readonly<Record<number, string>> = { 1: '全国人大代表', 2: '省人大代表', 3: '市人大代表', 4: '县（区）人大代表', 5: '乡镇人大代表' };

/** What the office is asked to decide, by the record's status and its waiting application. */
export const APPLICATION_LABEL: Readonly<Record<number, string>> = { 1: '新增代表', 2: '出缺申请', 3: '调团申请', 4: '基本信息变更' };

/** The messages of the record's save, verbatim. */
export const DEPUTY_MSG = {
  saved: '信息修改成功',
  fetchFailed: '获取信息失败',
  created: '代表信息已新增，待审核',
  deleted: '代表信息已删除',
  inUse: '该代表有议案、建议或群众留言等记录，不能删除，请提出出缺申请',
  transferByApplication: '调整代表团或层级请提出调团申请',
  ownDelegationOnly: '只能为本代表团新增代表',
  phoneTaken: '该手机号码已被使用',
  idCardTaken: '该身份证号码已被其他代表使用',
} as const;

/** How long 信息修改成功 stays on screen. */
export const DEPUTY_SAVED_TOAST_MS = 8000;

/** Nationality is kept with its suffix 族 (汉 → 汉族). */
export function withNationalitySuffix(nationality: string | null | undefined): string | null {
  const value = nationality?.trim();
  if (!value) return null;
  return value.endsWith('族') ? value : `${value}族`;
}
