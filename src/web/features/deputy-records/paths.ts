/** The deputy-record pages (the spec's npcMsgManager, organization and client pages). */
export const DEPUTY_RECORD_PATHS = {
  /** 代表信息库: the roster as cards with photos. */
  base: '/manager/npcMsgManager/baseMsgManager',
  /** 代表信息: the roster table, filters and export. */
  table: '/manager/npcMsgManager/npcMsgTable',
  /** One record, read only, with its history and the actions offered. */
  show: '/manager/npcMsgManager/npcMsgTableShow',
  /** One record's form (?id=). */
  edit: '/manager/npcMsgManager/npcMsgTableOpen',
  add: '/manager/npcMsgManager/npcMsgAdd',
  /** 代表审核: the applications waiting for the office. */
  examined: '/manager/npcMsgManager/npcMsgExamined',
  /** 变更记录 and the roster as of a day. */
  changes: '/manager/npcMsgManager/npcMsgChangeHistory',
  /** 本团代表: a delegation's own deputies. */
  delegationAdmin: '/manager/organization/delegationAdmin',
  /** A deputy's own record in the client and mobile layouts. */
  own: '/client/organization/informationNewPage',
  ownMobile: '/mobile/organization/informationNewPage',
} as const;
