import { sysCompetence, sysMenuCompetence, sysNpcMenu, sysRoleCompetence, sysRoleMenu } from '../db/schema';
import type { Database } from '../db/database';
import { ROLE_CODES, type RoleCode } from '@shared/roles';

/** Operations (button-level permission codes): code → [operator, remark]. */
export const OPERATIONS = {
  // The menu administration keys: each guards one action of 菜单管理.
  addParentMenu: ['新增一级菜单', '菜单管理：新增顶级菜单'],
  addSubMenu: ['新增子菜单', '菜单管理：在选中菜单下新增子菜单'],
  deleteMenu: ['删除菜单', '菜单管理：删除勾选的菜单'],
  addSymbol: ['关联操作', '菜单管理：为菜单关联操作权限'],
  saveChanges: ['保存修改', '菜单管理：保存菜单详情'],

  proposalAdd: ['新建议案', '代表提出议案'],
  proposalSubmit: ['提交议案', '提交议案进入审查'],
  proposalEdit: ['编辑议案', '编辑议案草稿'],
  proposalDelete: ['删除议案', '删除议案草稿'],
  proposalWithdraw: ['申请撤回', '代表申请撤回议案'],
  proposalExamine: ['议案审查', '审查小组、审查机构、主席团审查议案'],
  proposalAssign: ['议案交办', '将议案交承办单位办理'],
  proposalWithdrawApprove: ['撤回审批', '审批代表撤回议案的申请'],
  proposalReply: ['议案答复', '主办单位答复议案'],
  proposalOpinion: ['议案协办意见', '协办单位向主办单位提出意见'],
  proposalConclude: ['议案办结', '办结已答复的议案'],

  suggestAdd: ['新建建议', '代表提出建议'],
  suggestSubmit: ['提交建议', '提交建议进入审查'],
  suggestEdit: ['编辑建议', '编辑建议草稿'],
  suggestDelete: ['删除建议', '删除建议草稿'],
  suggestExamine: ['建议审查', '代表团、建议组审查建议'],
  suggestAssign: ['建议交办', '将建议交承办单位办理'],
  suggestSignIn: ['签收建议', '承办单位签收交办的建议'],
  suggestAdjust: ['申请调整', '承办单位申请调整交办'],
  suggestDelayApply: ['申请延期', '主办单位申请延期答复'],
  suggestDelayApprove: ['延期审批', '审批承办单位的延期申请'],
  suggestOpinion: ['建议协办意见', '协办单位向主办单位提出意见'],
  suggestReply: ['建议答复', '主办单位答复建议'],
  suggestConclude: ['建议办结', '办结已答复的建议'],
  evaluate: ['满意度测评', '代表对答复进行满意度测评'],

  stationEdit: ['编辑联络站', '维护联络站基本信息'],
  columnAdd: ['新增栏目', '联络站门户栏目'],
  columnEdit: ['编辑栏目', '联络站门户栏目'],
  columnDelete: ['删除栏目', '联络站门户栏目'],
  articleAdd: ['发布文章', '联络站门户文章'],
  articleEdit: ['编辑文章', '联络站门户文章'],
  articleDelete: ['删除文章', '联络站门户文章'],
  advicePropose: ['提出处理意见', '代表对群众留言提出处理意见'],
  adviceAssign: ['交办留言', '联络站交办群众留言'],
  adviceReply: ['办理答复', '答复群众留言'],

  delegateAdd: ['新增代表', '新增代表信息'],
  delegateEdit: ['编辑代表', '修改代表信息'],
  delegateExamine: ['审核代表', '审核代表信息变更、补选、出缺、调团申请'],
  noticeSend: ['发送通知', '发布通知公告'],
  noticeDelete: ['删除通知', '删除已发通知'],
  dictAdd: ['新增字典', '数据字典'],
  dictEdit: ['编辑字典', '数据字典'],
  dictDelete: ['删除字典', '数据字典'],
  roleMenuSave: ['保存角色菜单', '为角色分配菜单'],
  roleAdd: ['新增角色', '角色管理'],
  roleEdit: ['编辑角色', '角色管理：编辑、启用、停用角色'],
  roleDelete: ['删除角色', '角色管理'],
  operationAdd: ['新增操作', '操作管理'],
  operationEdit: ['编辑操作', '操作管理：编辑、启用、停用操作'],
  operationDelete: ['删除操作', '操作管理'],
  unitAdd: ['新增承办单位', '承办单位管理'],
  unitEdit: ['编辑承办单位', '承办单位管理'],
  userAdd: ['新增人员', '工作人员管理'],
  resetPassword: ['重置密码', '工作人员管理'],
  userEdit: ['编辑人员', '工作人员管理'],
  userDisable: ['停用/启用人员', '工作人员管理'],
  export: ['导出', '导出列表数据'],
  print: ['打印', '打印详情'],
  download: ['下载', '下载附件'],
  visualizerExport: ['输出流程图', '流程可视化：导出 SVG、PNG 与打印流程图'],
  appointmentAdd: ['新增任免', '任免人员：新增任免记录'],
  appointmentEdit: ['编辑任免', '任免人员：编辑任免记录'],
  appointmentDelete: ['删除任免', '任免人员：删除任免记录'],
} as const satisfies Record<string, readonly [string, string]>;

type OperationCode = keyof typeof OPERATIONS;

/**
 * One menu. Roles given on a node apply to it and its descendants; a group without roles is
 * seen by every role that sees one of its children. An operation is granted to every role of
 * its menu, unless the grant names its roles.
 */
export interface MenuSeed {
  name: string;
  url?: string;
  /** The icon's class name. */
  icon?: string;
  code?: string;
  openType?: 1 | 2 | 3 | 4;
  menuType?: 1 | 2;
  isShow?: boolean;
  isEnable?: boolean;
  roles?: readonly RoleCode[];
  ops?: readonly (OperationCode | readonly [OperationCode, readonly RoleCode[]])[];
  children?: readonly MenuSeed[];
}

const ADMINS = ['NPC_ADMIN', '人大管理员'] as const;
const UNITS = ['NPC_GOV', 'NPC_UNIT', 'NPC_PARTY'] as const;
const SYSTEM_ROLES = ROLE_CODES.filter((r) => r !== 'NPC_REPRESENT');
/** Who keeps the portal's content: station managers (their own station) and the administrators (all). */
const PORTAL_KEEPERS = ['NPC_STATION', ...ADMINS] as const;

/** The office roles that keep every delegation's documents, activities, meetings, opinions and rules. */
const DELEGATION_OFFICE = [...ADMINS, 'NPC_LY', '选任代工委'] as const;
/** A delegation's pages: its liaison keeps its own delegation's records, the office every delegation's. */
const DELEGATION_PAGES: readonly MenuSeed[] = [
  { name: '代表团文件', url: '/manager/organization/document' },
  { name: '代表团活动', url: '/manager/organization/delegationActivities', ops: ['export'] },
  { name: '代表团会议', url: '/manager/organization/meeting' },
  { name: '审议意见', url: '/manager/organization/deliberation', ops: ['export'] },
  { name: '运行机制', url: '/manager/organization/operatingMechanism' },
];

const proposal = (page: string) => `/manager/adviseManagement/proposal/${page}`;
const suggest = (page: string) => `/manager/adviseManagement/suggest/${page}`;
const committee = (page: string) => `/manager/adviseManagement/actingWorkingCommittee/${page}`;
const handling = (page: string) => `/manager/adviseManagement/handlingUnit/${page}`;
const clientProposal = (page: string) => `/client/proposalAndSuggest/proposal/${page}`;
const clientSuggest = (page: string) => `/client/proposalAndSuggest/suggest/${page}`;

/** The deputies' client area: its three top groups are the client layout's top navigation. */
const CLIENT_MENUS: readonly MenuSeed[] = [
  {
    name: '我的履职活动',
    code: 'myPerformance',
    icon: 'icon-performance',
    roles: ['NPC_REPRESENT'],
    children: [
      {
        name: '议案建议',
        code: 'proposalAndSuggest',
        icon: 'icon-proposal',
        children: [
          { name: '提出议案', url: clientProposal('create'), ops: ['proposalAdd', 'proposalSubmit'] },
          { name: '议案草稿', url: clientProposal('drafts'), ops: ['proposalEdit', 'proposalDelete', 'proposalSubmit'] },
          { name: '我的议案建议', url: clientProposal('myProposalSuggest'), ops: ['proposalWithdraw', 'evaluate', 'print'] },
          { name: '办理中的议案', url: clientProposal('inProcess') },
          { name: '已办结的议案', url: clientProposal('finish'), ops: ['evaluate'] },
          { name: '他人议案', url: clientProposal('otherPeople') },
          { name: '提出建议', url: clientSuggest('makeSuggestions'), ops: ['suggestAdd', 'suggestSubmit'] },
          { name: '建议草稿箱', url: clientSuggest('draftsBox'), ops: ['suggestEdit', 'suggestDelete', 'suggestSubmit'] },
          { name: '办理中的建议', url: clientSuggest('handleingSuggest') },
          { name: '已办结的建议', url: clientSuggest('finishSuggest'), ops: ['evaluate'] },
          { name: '他人建议', url: clientSuggest('otherPeopleSuggest') },
          { name: '我的草稿', url: clientProposal('draftTable'), ops: ['proposalEdit', 'suggestEdit'] },
          { name: '办理动态', url: clientProposal('handleDynamic') },
          { name: '建议办理动态', url: clientSuggest('activityDynamic') },
          { name: '留言转建议', url: clientSuggest('leaveMessage'), ops: ['suggestAdd'] },
          // The files the deputy and the units attached to the deputy's records.
          { name: '我的附件', url: '/client/fileList', ops: ['download'] },
          // Reached from the lists, not the menu; listed (hidden) so the left menu stays on 议案建议.
          { name: '议案详情', url: clientProposal('proposalExamineInfo'), isShow: false, ops: ['proposalWithdraw', 'evaluate'] },
          { name: '建议详情', url: clientSuggest('suggestExmineInfo'), isShow: false, ops: ['evaluate'] },
          { name: '建议全部信息', url: clientSuggest('viewAllInfo'), isShow: false },
          { name: '更多办理动态', url: clientProposal('dynamicMore'), isShow: false },
        ],
      },
      { name: '参加会议', url: '/client/attendMeeting/meetingIndex', icon: 'icon-meeting' },
      {
        name: '代表联络站',
        icon: 'icon-station',
        children: [
          { name: '我的联络站', url: '/client/deputyStation/deputyStation' },
          { name: '联络站信息', url: '/client/deputyStation/stationInfo' },
          { name: '群众留言', url: '/client/deputyStation/adviceHandling', ops: ['advicePropose', 'adviceReply'] },
          { name: '联络站资讯', url: '/client/deputyStation/articleList' },
          { name: '进站代表', url: '/client/deputyStation/deputyList' },
          { name: '资讯详情', url: '/client/deputyStation/artticleDetails', isShow: false },
          // Reached from 群众留言, not the menu; listed (hidden) so the left menu stays on 代表联络站.
          { name: '留言详情', url: '/client/deputyStation/adviceInfo', isShow: false, ops: ['advicePropose', 'adviceReply'] },
        ],
      },
      { name: '双联系', url: '/client/doubleConnection/doubleConnection', icon: 'icon-contact' },
      // A test notice to oneself: in the in-box and as a text to the account's phone.
      { name: '消息测试', url: '/client/testMessage', icon: 'icon-bell' },
      { name: '调研视察', url: '/client/investigation/investigationIndex', icon: 'icon-investigation' },
      { name: '意见征集', url: '/client/opinionSolicitation/opinionSolicitationTable', icon: 'icon-opinion' },
    ],
  },
  {
    name: '履职素质提升',
    code: 'qualityImprovement',
    icon: 'icon-quality',
    roles: ['NPC_REPRESENT'],
    children: [
      { name: '履职培训', url: '/client/performanceQuality/training', icon: 'icon-training' },
      { name: '网络学习', url: '/client/performanceQuality/networkTraining/networkTraining', icon: 'icon-network' },
      { name: '心得体会', url: '/client/performanceQuality/experienceList', icon: 'icon-experience' },
      { name: '积分明细', url: '/client/performanceQuality/integralDetails', icon: 'icon-integral' },
      { name: '个人学习中心', url: '/client/performanceQuality/personalLearningCenter', icon: 'icon-learning' },
      { name: '知情知政', url: '/client/zhiQingZhiZheng/knowAll', icon: 'icon-know' },
      { name: '代表交流', url: '/client/representativesExchange/reviewList', icon: 'icon-exchange' },
      // Not open yet: the layout answers "module not yet open".
      { name: '在线考试', url: '/manager/examinationManager/examOnline/login', icon: 'icon-exam', isEnable: false },
    ],
  },
  {
    name: '我所在的组织',
    code: 'myOrganization',
    icon: 'icon-organization',
    roles: ['NPC_REPRESENT'],
    children: [
      { name: '我的代表信息', url: '/client/organization/informationNewPage', icon: 'icon-deputy' },
      // Hidden: one application of the deputy's own record, opened from 我的代表信息.
      { name: '申请详情', url: '/client/organization/msgDetails', isShow: false },
      { name: '我的代表团', url: '/client/organization/delegation', icon: 'icon-delegation' },
      { name: '代表团文件', url: '/client/organization/delegationFileList', icon: 'icon-report' },
      // Reached from 我的代表团; hidden, so the left menu stays on 我所在的组织.
      { name: '代表团详情', url: '/client/organization/delegationDetails', isShow: false },
      { name: '代表小组', url: '/client/organization/behalfTeam', icon: 'icon-group' },
      { name: '述职报告', url: '/client/organization/reportOnWork', icon: 'icon-report' },
      { name: '选区信息', url: '/client/electoralUnit', icon: 'icon-electoral' },
      { name: '公示公告', url: '/client/publicNotice', icon: 'icon-notice' },
      // The standalone /mobileBook; on a phone the grid leads to /mobile/mobileBook (app/mobile-area.ts).
      { name: '通讯录', url: '/mobileBook', icon: 'icon-contact', openType: 2 },
      { name: '代表之家门户', url: '/homeStation/centralStationIndex/', icon: 'icon-home-station', openType: 2 },
      { name: '中国人大网', url: 'http://www.npc.gov.cn/', icon: 'icon-link', openType: 3 },
      { name: '四川人大网', url: 'https://www.scspc.gov.cn/', icon: 'icon-link', openType: 3 },
      // The PDF viewer of a delegation's documents. Hidden: reached from the documents only. Enabled,
      // so its operations still feed the permission list (only enabled menus give permissions).
      { name: '文件查看', url: '/client/organization/viewPdfFile', isShow: false, ops: ['print', 'download'] },
    ],
  },
];

/** The system area: every role but the deputies. */
const MANAGER_MENUS: readonly MenuSeed[] = [
  { name: '首页', url: '/pageHome/', code: 'home', icon: 'icon-home', roles: SYSTEM_ROLES },
  {
    name: '议案管理',
    code: 'proposalManage',
    icon: 'icon-proposal',
    children: [
      { name: '全部议案', url: proposal('allProposal'), roles: [...ADMINS, 'NPC_WORK', 'NPC_SPECIAL_COMMITTEE'], ops: ['export', 'print'] },
      { name: '已提交议案', url: proposal('proposeSubmit'), roles: [...ADMINS, 'NPC_WORK', 'NPC_SPECIAL_COMMITTEE'] },
      { name: '关注的议题', url: proposal('concernedIssues'), roles: [...ADMINS, 'NPC_WORK', 'NPC_SPECIAL_COMMITTEE'] },
      { name: '审查小组登记', url: proposal('waitExamineByGroup'), roles: ['NPC_WORK', 'NPC_ADMIN'], ops: ['proposalExamine'] },
      { name: '审查机构审查', url: proposal('waitExamineByOrganization'), roles: ['NPC_SPECIAL_COMMITTEE', 'NPC_ADMIN'], ops: ['proposalExamine'] },
      { name: '主席团审查', url: proposal('waitExamineByPresidium'), roles: ADMINS, ops: ['proposalExamine'] },
      { name: '待交办议案', url: proposal('waitAssignmentByPresidium'), roles: [...ADMINS, 'NPC_WORK'], ops: ['proposalAssign'] },
      { name: '已交办议案', url: proposal('assignmentProposal'), roles: [...ADMINS, 'NPC_WORK'] },
      { name: '撤回审批', url: proposal('examineProposal'), roles: ADMINS, ops: ['proposalWithdrawApprove'] },
      { name: '办理中议案', url: proposal('inProcess'), roles: [...ADMINS, 'NPC_WORK', 'NPC_SPECIAL_COMMITTEE'] },
      { name: '已答复议案', url: proposal('repliedProposal'), roles: [...ADMINS, 'NPC_WORK'], ops: [['proposalConclude', ADMINS]] },
      { name: '已办结议案', url: proposal('completedProposal'), roles: [...ADMINS, 'NPC_WORK', 'NPC_SPECIAL_COMMITTEE'], ops: ['export'] },
      // The three lifecycles drawn from their machines (议案, 建议 and 群众留言).
      { name: '流程可视化', url: '/manager/adviseManagement/lifecycleVisualizer', roles: [...ADMINS, 'NPC_WORK'], ops: ['visualizerExport'] },
    ],
  },
  {
    name: '建议管理',
    code: 'suggestManage',
    icon: 'icon-suggest',
    children: [
      { name: '代表团审查', url: suggest('waitExamineByDelegation'), roles: ADMINS, ops: [['suggestExamine', ['NPC_ADMIN']]] },
      { name: '建议组审查', url: suggest('waitExamine'), roles: ['NPC_WORK', 'NPC_ADMIN'], ops: ['suggestExamine'] },
      { name: '待审建议', url: committee('pendingTrial'), roles: ['NPC_WORK', 'NPC_ADMIN'], ops: ['suggestExamine'] },
      { name: '代表团待审建议', url: committee('pendingTrialByDelegation'), roles: [...ADMINS, 'NPC_WORK'] },
      { name: '已审查建议', url: suggest('examineSuggest'), roles: [...ADMINS, 'NPC_WORK'] },
      { name: '待交办建议', url: suggest('waitAssignment'), roles: ['NPC_WORK', 'NPC_ADMIN'], ops: ['suggestAssign'] },
      { name: '已交办建议', url: suggest('assignmentSuggest'), roles: [...ADMINS, 'NPC_WORK'] },
      { name: '办理中建议', url: suggest('inProcess'), roles: [...ADMINS, 'NPC_WORK'] },
      { name: '延期申请', url: committee('adviceDelay'), roles: ['NPC_WORK', 'NPC_ADMIN'], ops: ['suggestDelayApprove'] },
      { name: '调整申请', url: committee('applyAdjustAdvice'), roles: ['NPC_WORK', 'NPC_ADMIN'], ops: ['suggestAssign'] },
      { name: '已答复建议', url: committee('repliedAdvice'), roles: [...ADMINS, 'NPC_WORK'], ops: [['suggestConclude', ['NPC_WORK', 'NPC_ADMIN']]] },
      { name: '已办结建议', url: committee('completedAdvice'), roles: [...ADMINS, 'NPC_WORK'], ops: ['export'] },
      { name: '全部建议', url: committee('allAdviceFile'), roles: [...ADMINS, 'NPC_WORK'], ops: ['export', 'print'] },
      { name: '联名建议', url: committee('delegationSuggest'), roles: [...ADMINS, 'NPC_WORK'] },
      { name: '转交办文件', url: committee('forwardedFile'), roles: [...ADMINS, 'NPC_WORK'], ops: ['export'] },
      { name: '办理情况', url: committee('handleInfo'), roles: [...ADMINS, 'NPC_WORK'] },
      { name: '待督办建议', url: '/manager/adviseManagement/inspectionRoom/awaitAdvise', roles: [...ADMINS, 'NPC_WORK'] },
      { name: '建议分析', url: '/manager/adviseManagement/analysisAdvice', roles: [...ADMINS, 'NPC_WORK'] },
      { name: '建议数据大屏', url: '/manager/adviseManagement/largeScreen/suggestIndex', openType: 2, roles: [...ADMINS, 'NPC_WORK'] },
    ],
  },
  {
    name: '代表团工作',
    code: 'delegationWork',
    icon: 'icon-delegation',
    roles: ['NPC_DELEGATION'],
    children: [
      { name: '待审查建议', url: '/manager/adviseManagement/delegation/awaitAdvise', ops: ['suggestExamine'] },
      { name: '本团建议', url: '/manager/adviseManagement/delegation/myDelegation', ops: ['export'] },
      { name: '本团代表', url: '/manager/organization/delegationAdmin' },
      ...DELEGATION_PAGES,
    ],
  },
  {
    // The office keeps every delegation's records on the same pages (services/delegation-work.service.ts).
    name: '代表团事务',
    code: 'delegationAffairs',
    icon: 'icon-delegation',
    roles: DELEGATION_OFFICE,
    children: DELEGATION_PAGES,
  },
  {
    name: '议案建议办理',
    code: 'handling',
    icon: 'icon-handle',
    roles: UNITS,
    children: [
      { name: '待签收建议', url: suggest('signInSuggest'), ops: ['suggestSignIn', 'suggestAdjust'] },
      { name: '办理中建议', url: handling('handleAdvice'), ops: ['suggestDelayApply', 'suggestOpinion'] },
      { name: '答复建议', url: handling('answerAdvice'), ops: ['suggestReply', 'download'] },
      { name: '重点建议', url: handling('keySuggestions') },
      { name: '已办结建议', url: handling('completedAdvice') },
      { name: '全部建议', url: handling('allAdviceFile'), ops: ['export'] },
      { name: '承办议案', url: proposal('handleProposal'), ops: ['proposalReply', 'proposalOpinion'] },
    ],
  },
  {
    name: '联络站管理',
    code: 'stationManage',
    icon: 'icon-station',
    roles: ['NPC_STATION', ...ADMINS, 'NPC_LY'],
    children: [
      // The portal's content: a station manager keeps their own station's, the administrators every station's (services/portal-content).
      { name: '联络站信息', url: '/manager/deputyStation/stationManage', roles: PORTAL_KEEPERS, ops: ['stationEdit'] },
      { name: '栏目管理', url: '/manager/deputyStation/columnManage', roles: PORTAL_KEEPERS, ops: ['columnAdd', 'columnEdit', 'columnDelete'] },
      { name: '文章管理', url: '/manager/deputyStation/articleManage', roles: PORTAL_KEEPERS, ops: ['articleAdd', 'articleEdit', 'articleDelete'] },
      // Messages are read by their station's managers and the administrators only (messages.service).
      { name: '群众留言办理', url: '/manager/deputyStation/adviceManage', roles: ['NPC_STATION', ...ADMINS], ops: ['adviceAssign', 'adviceReply', 'export'] },
      // Reached from 群众留言办理; hidden, it names the page's tab and keeps its operations.
      { name: '留言办理详情', url: '/manager/deputyStation/adviceManageInfo', roles: ['NPC_STATION', ...ADMINS], isShow: false, ops: ['adviceAssign', 'adviceReply'] },
      { name: '进站代表', url: '/manager/deputyStation/stationDelegate', roles: PORTAL_KEEPERS },
      { name: '联络站统计', url: '/manager/deputyStation/HomeStationStatistics', roles: PORTAL_KEEPERS, ops: ['export'] },
      // Opens the public portal in a new window: frame-ancestors 'none' forbids framing our own pages.
      { name: '门户预览', url: '/rdlz/homeStation/centralStationIndex/', openType: 3 },
    ],
  },
  {
    name: '代表小组',
    code: 'behalfTeam',
    icon: 'icon-group',
    children: [
      { name: '小组管理', url: '/manager/deputyStation/behalfTeam/representativeGroup', roles: [...ADMINS, 'NPC_LY'] },
      { name: '小组成员', url: '/manager/deputyStation/behalfTeam/groupPerson', roles: ['NPC_GROUP', ...ADMINS] },
      { name: '组管理员', url: '/manager/deputyStation/behalfTeam/groupAdmin', roles: ADMINS },
      // Reviewing the deputies' 述职报告: the liaisons see their groups' members' reports only (report-on-work.service).
      { name: '述职报告', url: '/manager/deputyStation/behalfTeam/reportOnWork', roles: ['NPC_GROUP', 'NPC_LY', ...ADMINS] },
      { name: '履职登记', url: '/manager/performanceRegistrationManagement/registrationManagement', roles: ['NPC_GROUP', ...ADMINS], ops: ['export'] },
      { name: '小组活动', url: '/manager/performanceRegistrationManagement/representativeHouseActivities', roles: ['NPC_GROUP', ...ADMINS] },
      { name: '双联系活动', url: '/manager/deputyStation/doubleConnection', roles: ['NPC_GROUP', 'NPC_LY', ...ADMINS] },
    ],
  },
  {
    name: '代表管理',
    code: 'deputyManage',
    icon: 'icon-deputy',
    roles: [...ADMINS, '选任代工委', 'NPC_LY'],
    children: [
      // The other end of the system header's cloud toggle (/manager/cloud/ ⇄ this page).
      { name: '代表信息库', url: '/manager/npcMsgManager/baseMsgManager' },
      { name: '代表信息', url: '/manager/npcMsgManager/npcMsgTable', ops: ['delegateEdit', 'export', 'print'] },
      { name: '新增代表', url: '/manager/npcMsgManager/npcMsgAdd', roles: [...ADMINS, '选任代工委'], ops: ['delegateAdd'] },
      { name: '代表审核', url: '/manager/npcMsgManager/npcMsgExamined', roles: [...ADMINS, '选任代工委'], ops: ['delegateExamine'] },
      { name: '变更记录', url: '/manager/npcMsgManager/npcMsgChangeHistory' },
      // The state functionaries the standing committee appointed and removed, with their documents.
      { name: '任免人员', url: '/manager/deputyStation/appointmentRemovalPersonnel', ops: ['appointmentAdd', 'appointmentEdit', 'appointmentDelete', 'export'] },
      // Hidden: one record, opened from the roster, the cards, 代表审核 and 变更记录; its form.
      { name: '代表信息详情', url: '/manager/npcMsgManager/npcMsgTableShow', isShow: false, ops: ['delegateEdit', 'delegateExamine'] },
      { name: '代表信息分页详情', url: '/manager/npcMsgManager/newTab', isShow: false },
      { name: '编辑代表信息', url: '/manager/npcMsgManager/npcMsgTableOpen', roles: [...ADMINS, '选任代工委'], isShow: false, ops: ['delegateEdit'] },
      { name: '代表统计', url: '/manager/npcMsgManager/npcMsgStatistics', ops: ['export'] },
      // Reached from a slice or a table row of 代表统计; listed (hidden) so its grant and tab name exist.
      { name: '统计明细', url: '/manager/npcMsgManager/npcMsgStatisticsShow', isShow: false, ops: ['export'] },
      { name: '代表构成表', url: '/manager/npcMsgManager/newStatistics', ops: ['export'] },
      { name: '档案统计', url: '/manager/npcMsgManager/archivalStatistics', ops: ['export'] },
      { name: '代表名册', url: '/manager/nameList/exportWithImages', ops: ['export', 'print'] },
    ],
  },
  {
    name: '会议管理',
    code: 'meetingManage',
    icon: 'icon-meeting',
    roles: ADMINS,
    children: [
      { name: '会议列表', url: '/manager/joinMeeting/meetingList' },
      { name: '会议通知', url: '/manager/joinMeeting/meetingNotice', ops: ['noticeSend'] },
      { name: '会议资料', url: '/manager/joinMeeting/document', ops: ['download'] },
      { name: '大会发言', url: '/manager/joinMeeting/forumSpeechManager' },
    ],
  },
  {
    name: '代表活动',
    code: 'activityManage',
    icon: 'icon-investigation',
    roles: [...ADMINS, 'NPC_SPECIAL_COMMITTEE', 'NPC_WORK'],
    children: [
      { name: '调研视察', url: '/manager/deputyStation/investigationManager' },
      { name: '意见征集', url: '/manager/opinionSolicitationManger/opinionSolicitation' },
      { name: '代表交流', url: '/manager/npcExchangeManager/publicCommunication', roles: ADMINS },
    ],
  },
  {
    name: '履职培训',
    code: 'trainingManage',
    icon: 'icon-training',
    roles: [...ADMINS, '选任代工委'],
    children: [
      { name: '培训班管理', url: '/manager/learningTrainingManager/classManage' },
      { name: '培训通知', url: '/manager/learningTrainingManager/trainingNotice', ops: ['noticeSend'] },
      { name: '网络课程', url: '/manager/learningTrainingManager/networkClassManager' },
      { name: '学习统计', url: '/manager/learningTrainingManager/deputyLearningStatistics', ops: ['export'] },
    ],
  },
  {
    name: '民生实事',
    code: 'livelihood',
    icon: 'icon-livelihood',
    roles: ADMINS,
    children: [
      { name: '民生实事概况', url: '/manager/livelihoodIssues/livelihoodFirst' },
      { name: '项目征集公告', url: '/manager/livelihoodIssues/projectNotice' },
      { name: '项目建议', url: '/manager/livelihoodIssues/projectProposal' },
      { name: '实事项目库', url: '/manager/livelihoodIssues/actualProjectsRepository' },
      { name: '建议项目库', url: '/manager/livelihoodIssues/suggestRepository' },
      // A third-party site embedded through /manager/livelihoodIssues/thirdPage?redirect= (open type 4).
      { name: '巴中市人民政府网', url: 'https://www.cnbz.gov.cn/', icon: 'icon-link', openType: 4 },
    ],
  },
  {
    name: '通知公告',
    code: 'notices',
    icon: 'icon-notice',
    children: [
      { name: '收件箱', url: '/manager/notices/inBox', roles: SYSTEM_ROLES },
      {
        name: '发件箱',
        url: '/manager/notices/outBox',
        roles: [...ADMINS, 'NPC_WORK', 'NPC_STATION', 'NPC_DELEGATION', 'NPC_GROUP'],
        ops: ['noticeSend', 'noticeDelete'],
      },
      { name: '通知预览', url: '/manager/notices/previewNotices', roles: [...ADMINS, 'NPC_WORK', 'NPC_STATION', 'NPC_DELEGATION', 'NPC_GROUP'], isShow: false },
      // Every staff role: the standalone /mobileBook, phones shown as the user is signed in.
      { name: '通讯录', url: '/mobileBook', roles: SYSTEM_ROLES, openType: 2 },
    ],
  },
  {
    name: '系统管理',
    code: 'system',
    icon: 'icon-system',
    children: [
      { name: '菜单管理', url: '/manager/adminManager/menuList', roles: ADMINS, ops: ['addParentMenu', 'addSubMenu', 'deleteMenu', 'addSymbol', 'saveChanges'] },
      { name: '数据字典', url: '/manager/adminManager/dataDictionaries', roles: ADMINS, ops: ['dictAdd', 'dictEdit', 'dictDelete'] },
      { name: '字典分类', url: '/manager/adminManager/classifyDictionaries', roles: ['NPC_ADMIN'] },
      { name: '组织机构', url: '/manager/adminManager/npcOrganizeManager', roles: ADMINS },
      { name: '角色管理', url: '/manager/sysManager/roleManager', roles: ['NPC_ADMIN'], ops: ['roleAdd', 'roleEdit', 'roleDelete'] },
      { name: '角色菜单', url: '/manager/sysManager/roleMenuManager', roles: ['NPC_ADMIN'], ops: ['roleMenuSave'] },
      // Why a user may or may not open a menu, use an operation or act on a record.
      { name: '权限说明', url: '/manager/sysManager/permissionExplain', roles: ADMINS },
      { name: '操作管理', url: '/manager/operationManager', roles: ['NPC_ADMIN'], ops: ['operationAdd', 'operationEdit', 'operationDelete'] },
      { name: '届次管理', url: '/manager/sysManager/npcStateManager', roles: ADMINS },
      { name: '届次管理（按届）', url: '/manager/sysManager/npcStateManagerNew', roles: ADMINS },
      { name: '编号管理', url: '/manager/sysManager/codeManage', roles: ADMINS },
      { name: '提交设置', url: '/manager/sysManager/suggestSubmit', roles: ADMINS },
      { name: '代表团管理', url: '/manager/sysManager/npcGroupManager', roles: ADMINS },
      // The deputies' office keeps the electoral units and who was elected in each.
      { name: '选区管理', url: '/manager/sysManager/electoralUnitManager', roles: DELEGATION_OFFICE },
      { name: '承办单位管理', url: '/manager/sysManager/companyManager', roles: [...ADMINS, 'NPC_WORK'], ops: ['unitAdd', 'unitEdit'] },
      { name: '专门委员会', url: '/manager/sysManager/specialCommitteeManager', roles: ADMINS },
      { name: '工作人员', url: '/manager/sysManager/workPeopleManager', roles: ADMINS, ops: ['userAdd', 'userEdit', 'userDisable', 'resetPassword', 'export'] },
      { name: '审计日志', url: '/manager/adminManager/auditLog', roles: ['NPC_ADMIN'] },
      // The embedded default's stand-in for an SMS gateway: the verification codes it would have sent.
      { name: '验证码发件箱', url: '/manager/adminManager/smsOutbox', roles: ['NPC_ADMIN'] },
      // Kept out of the navigation; an administrator reaches it by its address.
      { name: '接口地址管理', url: '/manager/adminManager/sysurlManager', roles: ['NPC_ADMIN'], isShow: false },
    ],
  },
];

export const MENU_TREE: readonly MenuSeed[] = [...CLIENT_MENUS, ...MANAGER_MENUS];

export const menuIcon = (className: string) =>
  JSON.stringify({ menuIconType: 'class', url: className, objName: '', objPath: '' });

/** The roles that see a node: its own (or inherited) roles plus those of its children. */
function rolesOf(node: MenuSeed, inherited: readonly RoleCode[]): Set<RoleCode> {
  const own = node.roles ?? inherited;
  const roles = new Set<RoleCode>(own);
  for (const child of node.children ?? []) for (const r of rolesOf(child, own)) roles.add(r);
  return roles;
}

export interface MenuCounts {
  menus: number;
  operations: number;
}

export async function seedMenus(tx: Database, creator: { userId: number; realName: string }): Promise<MenuCounts> {
  const operations = await tx
    .insert(sysCompetence)
    .values(
      Object.entries(OPERATIONS).map(([code, [operator, remark]]) => ({
        code,
        operator,
        remark,
        fkCreateId: creator.userId,
        createName: creator.realName,
        fkUpdateId: creator.userId,
        updateName: creator.realName,
      })),
    )
    .returning();
  const operationId = new Map(operations.map((o) => [o.code, o.competenceId]));

  const roleMenus: { roleCode: string; fkMenuId: number }[] = [];
  const menuOperations: { fkMenuId: number; fkCompetenceId: number }[] = [];
  const roleOperations = new Set<string>();
  let menuCount = 0;

  const insertLevel = async (nodes: readonly MenuSeed[], parentMenuId: number | null, inherited: readonly RoleCode[]) => {
    for (const [i, node] of nodes.entries()) {
      const [menu] = await tx
        .insert(sysNpcMenu)
        .values({
          menuName: node.name,
          menuUrl: node.url ?? null,
          menuIcon: menuIcon(node.icon ?? (parentMenuId === null ? 'icon-menu' : 'icon-sub-menu')),
          parentMenuId,
          sortNum: i + 1,
          menuCode: node.code ?? null,
          menuType: node.menuType ?? 1,
          openType: node.openType ?? 1,
          isShow: node.isShow ?? true,
          isEnable: node.isEnable ?? true,
          isRoot: parentMenuId === null,
        })
        .returning({ menuId: sysNpcMenu.menuId });
      menuCount += 1;

      const roles = rolesOf(node, inherited);
      for (const roleCode of roles) roleMenus.push({ roleCode, fkMenuId: menu.menuId });
      for (const grant of node.ops ?? []) {
        const [code, grantedTo] = typeof grant === 'string' ? [grant, [...roles]] : grant;
        menuOperations.push({ fkMenuId: menu.menuId, fkCompetenceId: operationId.get(code)! });
        for (const roleCode of grantedTo) roleOperations.add(`${roleCode}\u0000${code}`);
      }
      if (node.children) await insertLevel(node.children, menu.menuId, node.roles ?? inherited);
    }
  };
  await insertLevel(MENU_TREE, null, []);

  await tx.insert(sysRoleMenu).values(roleMenus);
  await tx.insert(sysMenuCompetence).values(menuOperations);
  await tx.insert(sysRoleCompetence).values(
    [...roleOperations].map((key) => {
      const [roleCode, code] = key.split('\u0000');
      return { roleCode, fkCompetenceId: operationId.get(code)! };
    }),
  );
  return { menus: menuCount, operations: operations.length };
}
