import { SYSTEM_PAGE } from './system-pages';

/**
 * The delegation's work (代表团): documents, activities, meetings, deliberation opinions and
 * working rules, kept by the delegation's liaison (its own delegation) and the office (every
 * delegation), read by the deputies of the delegation. One table of kinds: each kind names its
 * page, its fields with their labels and which of them it requires. Server, forms and detail
 * pages all read it.
 */

export const DELEGATION_KINDS = ['document', 'activity', 'meeting', 'deliberation', 'mechanism'] as const;
export type DelegationKind = (typeof DELEGATION_KINDS)[number];

/** The fields a kind may use besides the delegation and the title. */
export const DELEGATION_FIELDS = ['category', 'happenDate', 'clock', 'place', 'organiser', 'summary', 'content', 'session', 'speaker', 'participants', 'attachments', 'isPublished', 'sortNo'] as const;
export type DelegationField = (typeof DELEGATION_FIELDS)[number];

export interface FieldSpec {
  label: string;
  required?: boolean;
}

export interface KindSpec {
  /** The page's (and menu's) name. */
  title: string;
  /** What one record is called: 新增{noun}. */
  noun: string;
  /** The manager page (its menu grant controls the kind's routes). */
  page: string;
  titleLabel: string;
  fields: Partial<Record<DelegationField, FieldSpec>>;
  /** The dictionary (comm_dict_data typeCode) the category comes from. */
  dictionary?: string;
  /** The content is rich text (the portal articles' editor and sanitizer). */
  richContent?: boolean;
  /** Listed by sortNo (working rules), else newest date first. */
  ordered?: boolean;
  /** The page offers an Excel export (the office hands these on). */
  exportable?: boolean;
}

export const DELEGATION_KIND: Readonly<Record<DelegationKind, KindSpec>> = {
  document: {
    title: '代表团文件',
    noun: '文件',
    page: SYSTEM_PAGE.delegationDocument,
    titleLabel: '文件标题',
    dictionary: 'delegationDocumentType',
    fields: {
      category: { label: '文件类别', required: true },
      happenDate: { label: '印发日期', required: true },
      organiser: { label: '发文单位', required: true },
      summary: { label: '内容摘要' },
      attachments: { label: '附件' },
      isPublished: { label: '发布' },
    },
  },
  activity: {
    title: '代表团活动',
    noun: '活动',
    page: SYSTEM_PAGE.delegationActivities,
    titleLabel: '活动名称',
    exportable: true,
    dictionary: 'delegationActivityType',
    fields: {
      category: { label: '活动类型', required: true },
      happenDate: { label: '活动日期', required: true },
      place: { label: '活动地点', required: true },
      organiser: { label: '组织单位' },
      participants: { label: '参加代表' },
      content: { label: '活动内容', required: true },
      attachments: { label: '照片及附件' },
    },
  },
  meeting: {
    title: '代表团会议',
    noun: '会议',
    page: SYSTEM_PAGE.delegationMeeting,
    titleLabel: '会议名称',
    dictionary: 'delegationMeetingType',
    fields: {
      category: { label: '会议类型', required: true },
      session: { label: '届次', required: true },
      happenDate: { label: '会议日期', required: true },
      clock: { label: '开始时间' },
      place: { label: '会议地点', required: true },
      summary: { label: '会议议程', required: true },
      participants: { label: '参会代表' },
      content: { label: '会议纪要' },
      attachments: { label: '附件' },
    },
  },
  deliberation: {
    title: '审议意见',
    noun: '审议意见',
    page: SYSTEM_PAGE.delegationDeliberation,
    titleLabel: '审议的报告',
    exportable: true,
    fields: {
      session: { label: '届次', required: true },
      happenDate: { label: '审议日期', required: true },
      speaker: { label: '发言代表', required: true },
      content: { label: '审议意见', required: true },
    },
  },
  mechanism: {
    title: '运行机制',
    noun: '制度',
    page: SYSTEM_PAGE.delegationMechanism,
    titleLabel: '标题',
    richContent: true,
    ordered: true,
    fields: {
      content: { label: '正文', required: true },
      attachments: { label: '附件' },
      sortNo: { label: '排序' },
      isPublished: { label: '发布' },
    },
  },
};

/** Whether the kind uses the field. */
export const usesField = (kind: DelegationKind, field: DelegationField) => DELEGATION_KIND[kind].fields[field] !== undefined;

/** Field limits, shared by the forms and the server. */
export const DELEGATION_LIMITS = {
  title: 200,
  category: 30,
  place: 200,
  organiser: 100,
  summary: 2000,
  content: 20_000,
  richContent: 200_000,
  participants: 200,
  attachments: 20,
  sortNo: 100_000,
  keyword: 50,
} as const;

export const DELEGATION_API = {
  /** The office's and the liaison's pages. */
  list: (kind: DelegationKind) => `/api/delegationWork/${kind}`,
  record: (kind: DelegationKind, id: number) => `/api/delegationWork/${kind}/${id}`,
  export: (kind: DelegationKind) => `/api/delegationWork/${kind}/export`,
  /** The delegations the caller keeps and the sessions to choose from. */
  options: '/api/delegationWork/options',
  /** The deputies of a delegation the caller keeps, for the speaker's choice. */
  deputies: '/api/delegationWork/deputies',
  /** The deputy's own delegation. */
  mine: '/api/myDelegation',
  myList: (kind: DelegationKind) => `/api/myDelegation/${kind}`,
  myRecord: (kind: DelegationKind, id: number) => `/api/myDelegation/${kind}/${id}`,
} as const;

export const DELEGATION_MSG = {
  notFound: '记录不存在',
  delegationNotFound: '代表团不存在：fkDelegationId',
  /** A deputy without a delegation (no deputy record). */
  noDelegation: '您尚未编入代表团，请联系人大工作人员',
  titleRequired: (label: string) => `请输入${label}：title`,
  required: (label: string, field: string) => `请填写${label}：${field}`,
  categoryUnknown: (label: string) => `${label}不在可选范围内：category`,
  sessionUnknown: '届次不存在：term',
  notOwnDeputy: (label: string, field: string) => `${label}须为本团代表：${field}`,
  clockInvalid: '开始时间格式应为 时:分：clock',
  saved: '保存成功',
  deleted: '删除成功',
} as const;
