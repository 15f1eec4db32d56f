/**
 * The platform's enumerations, as code → Chinese label tables. The codes the machines decide on
 * (examine results, satisfaction, assign type, answer category) live in machines/codes.ts and
 * are re-exported here.
 */
import { ANSWER_CATEGORY, ASSIGN_TYPE, PROPOSAL_EXAMINE_RESULT, SATISFACTION, SUGGEST_EXAMINE_RESULT, type AssignType } from '@machines/codes';

export { ANSWER_CATEGORY, ASSIGN_TYPE, PROPOSAL_EXAMINE_RESULT, SATISFACTION, SUGGEST_EXAMINE_RESULT, type AssignType };
export { PROPOSAL_RETURN_RESULT, SUGGEST_RETURN_RESULT } from '@machines/codes';

export type LabelTable<K extends string | number> = Readonly<Record<K, string>>;

/** The label of a code, or the code itself when the table does not know it (shown raw). */
export function labelOf<K extends string | number>(table: LabelTable<K>, code: K | null | undefined): string {
  if (code === null || code === undefined) return '';
  return table[code] ?? String(code);
}

export const EXAMINE_TYPE = {
  suggestByDelegation: '代表团审查',
  suggestByGroup: '建议组审查',
  proposalByGroup: '审查小组审查',
  proposalByOrganization: '审查机构审查',
  proposalByPresidium: '主席团审查',
} as const;

export const DELEGATE_AUDIT_STATUS = {
  1: '审核通过',
  2: '补选申请',
  3: '出缺申请',
  4: '调团申请',
  5: '补选失败',
  6: '出缺',
} as const;
export const DELEGATE_APPLY_TYPE = { 1: '新增', 2: '出缺', 3: '调团', 4: '基本信息' } as const;

export const EXAMINATION_RESULT = { 1: '通过', 2: '不通过', 3: '待定' } as const;
export const EXAM_STATUS = { 1: '未开始', 2: '进行中', 3: '已结束' } as const;
export const EXPERIENCE_CHECK = { 1: '采用', 2: '退回', 3: '待审核' } as const;
export const EXPERIENCE_UPLOAD = { 1: '保存', 2: '提交' } as const;
export const TRAINING_SIGN = { 1: '待签到', 2: '已签到', 3: '请假' } as const;
export const CLASS_STATUS = { 1: '未开始', 2: '进行中', 3: '已结束' } as const;
export const STUDENT_TALK_STATUS = { 1: '进行中', 2: '已结束' } as const;
export const STUDENT_TALK_EXAMINE = { 1: '待审核', 2: '通过', 3: '不通过' } as const;
export const DOUBLE_CONTACT_STATUS = { 100: '草稿', 200: '进行中', 300: '已完成' } as const;
export const DOUBLE_CONTACT_HOME_STATUS = { 100: '进行中', 200: '已完成' } as const;
export const ACTIVITY_EXAMINE = { 1: '待审核', 2: '通过', 3: '不通过' } as const;

export const MEETING_STATUS = { 1: '大会期间', 2: '闭会期间' } as const;
export const ONLINE_MODE = { 100: '线上', 200: '线下' } as const;

export const QUESTION_TYPE = { 1: '单选题', 2: '多选题', 3: '判断题', 4: '填空题', 5: '简答题' } as const;
export const QUESTION_CATEGORY = { '1': '综合', '2': '法律', '3': '经典' } as const;
export const QUESTION_TYPE_NAMES = [
  'singleChoiceQuestion',
  'multipleChoiceQuestions',
  'judgementQuestion',
  'completion',
  'shortAnswerQuestions',
] as const;

/** Delegate levels; a deputy's grade minus 3 indexes the portal's level list (city, county, township). */
export const DELEGATE_GRADE = { 1: '全国', 2: '省', 3: '市', 4: '县（区）', 5: '乡镇' } as const;
export const PORTAL_LEVELS = ['市级代表', '县级代表', '乡镇代表'] as const;
export type DelegateGrade = keyof typeof DELEGATE_GRADE;

/** The portal's level label of a grade; blank or out of range shows 暂无. */
export function portalLevelOf(grade: number | null | undefined): string {
  if (grade === null || grade === undefined) return '暂无';
  return PORTAL_LEVELS[grade - 3] ?? '暂无';
}

export const MENU_TYPE = { 1: '普通菜单', 2: '程序菜单' } as const;
export const MENU_OPEN_TYPE = { 1: '内嵌页面', 2: '新页面', 3: '外部链接', 4: '第三方内嵌链接' } as const;

export const LEARNING_CLASSIFY = { 1: '知政', 2: '知情', 3: '学习园地' } as const;

export const NOTICE_LOOK = { 0: '未读', 1: '已读' } as const;
