/**
 * The addresses of the system-management pages whose menu grant controls their API
 * (services/permissions.ts requireMenu; docs/decisions.md "Which route is controlled by which grant").
 */
export const SYSTEM_PAGE = {
  menuList: '/manager/adminManager/menuList',
  smsOutbox: '/manager/adminManager/smsOutbox',
  outBox: '/manager/notices/outBox',
  roleManager: '/manager/sysManager/roleManager',
  roleMenuManager: '/manager/sysManager/roleMenuManager',
  permissionExplain: '/manager/sysManager/permissionExplain',
  operationManager: '/manager/operationManager',
  classifyDictionaries: '/manager/adminManager/classifyDictionaries',
  dataDictionaries: '/manager/adminManager/dataDictionaries',
  npcOrganizeManager: '/manager/adminManager/npcOrganizeManager',
  sysurlManager: '/manager/adminManager/sysurlManager',
  npcGroupManager: '/manager/sysManager/npcGroupManager',
  companyManager: '/manager/sysManager/companyManager',
  specialCommitteeManager: '/manager/sysManager/specialCommitteeManager',
  npcStateManager: '/manager/sysManager/npcStateManager',
  npcStateManagerNew: '/manager/sysManager/npcStateManagerNew',
  codeManage: '/manager/sysManager/codeManage',
  suggestSubmit: '/manager/sysManager/suggestSubmit',
  workPeopleManager: '/manager/sysManager/workPeopleManager',
  auditLog: '/manager/adminManager/auditLog',
  npcMsgStatistics: '/manager/npcMsgManager/npcMsgStatistics',
  npcMsgStatisticsShow: '/manager/npcMsgManager/npcMsgStatisticsShow',
  newStatistics: '/manager/npcMsgManager/newStatistics',
  archivalStatistics: '/manager/npcMsgManager/archivalStatistics',
  exportWithImages: '/manager/nameList/exportWithImages',
} as const;
