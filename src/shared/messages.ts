// The leaf modules of the rules, not the machines: screens that show MSG need not load XState.
import { MESSAGE_FORM_MESSAGES } from '@machines/message-form/message-form.rules';
import { VERIFICATION_CODE_MESSAGES } from '@machines/verification-code/verification-code.rules';

/**
 * User-facing messages. Chinese quoted in the specification is kept verbatim; messages the
 * specification quotes in English are shown in Chinese, with the English kept beside them.
 */
export const MSG = {
  // HTTP behaviour
  networkTimeout: '连接超时',
  requestCancelled: '请求取消',
  requestAborted: '取消了请求',
  loginExpiredTitle: '登录提示',
  loginExpiredText: '登录已过期，需要重新登录。',
  loginExpiredButton: '我知道了',
  noFileInfo: '暂无相关信息',
  userInfoFailed: '获取用户信息失败',
  authFailed: '认证失败！',
  loginSucceeded: '登录成功',
  authenticating: '登录认证中...',

  /** 'failed to get data' */
  listLoadFailed: '获取数据失败',
  /** 'file upload failed, please retry' */
  uploadFailed: '文件上传失败，请重试',
  /** 'failed to get the upload address' */
  uploadUrlFailed: '获取上传地址失败',
  /** 'failed to get the download address' */
  downloadUrlFailed: '获取下载地址失败',
  /** 'processing failed!' */
  processingFailed: '处理失败！',
  /** 'operation failed' */
  operationFailed: '操作失败',
  /** 'deletion failed' */
  deleteFailed: '删除失败',
  /** 'link failed' / 'link succeeded' */
  linkFailed: '关联失败',
  linkSucceeded: '关联成功',
  /** 'operation succeeded' */
  operationSucceeded: '操作成功',
  /** 'failed to get information' */
  infoFailed: '获取信息失败',
  /** 'information modified successfully' */
  infoSaved: '信息修改成功',
  /** 'This page could not be found' */
  pageNotFound: '抱歉，您访问的页面不存在',
  /** 'Error' */
  genericError: '系统错误',
  /** 'no data yet' */
  noData: '暂无数据',
  /** 'module not yet open' */
  moduleNotOpen: '模块暂未开放',
  /** 'current menu error, please refresh and retry' */
  menuError: '当前菜单错误，请刷新后重试',
  /** 'under construction, please wait' */
  underConstruction: '正在建设中，敬请期待',

  // Sign-in (decisions in docs/decisions.md)
  usernameRequired: '请输入账号',
  passwordRequired: '请输入密码',
  /** Deliberately does not say which of the two was wrong. */
  loginFailed: '账号或密码错误',
  accountDisabled: '账号已停用，请联系管理员',
  /** The account's role is disabled (roles as data, docs/decisions.md). */
  roleDisabled: '账号所属角色已停用，请联系管理员',
  unauthorized: '未登录或登录已过期，请重新登录',
  forbidden: '没有权限执行此操作',
  notFound: '请求的资源不存在',
  badRequest: '请求参数有误',
  serverError: '服务器内部错误，请稍后再试',
  logoutSucceeded: '已退出登录',

  // Password change
  /** 'please enter the original password' */
  oldPasswordRequired: '请输入原密码',
  /** 'password must be more than 6 and less than 12 characters!' */
  passwordLength: '密码长度在6到12个字符之间！',
  /** 'please enter the new password' */
  newPasswordRequired: '请输入新密码',
  /** 'please enter again' */
  confirmPasswordRequired: '请再次输入密码',
  /** 'the two passwords do not match!' */
  passwordsDiffer: '两次输入的密码不一致！',
  /** 'old password does not match' */
  oldPasswordWrong: '原密码不正确',
  /** The forced re-login notice after a password change. */
  passwordChangedRelogin: '密码修改成功，请重新登录',

  // Menu form
  /** 'please enter the menu name' */
  menuNameRequired: '请输入菜单名称',
  /** 'image too large, please choose again' */
  menuIconTooLarge: '图片过大，请重新选择',
  /** 'please select a parent menu' */
  parentMenuRequired: '请选择上级菜单',
  /** 'please select the menus to delete' */
  menusToDeleteRequired: '请选择要删除的菜单',
  /** 'this operation will permanently delete the menu, continue?' */
  deleteMenuConfirm: '此操作将永久删除该菜单，是否继续？',
  /** 'deletion cancelled' */
  deleteCancelled: '已取消删除',
  /** 'please select the menu to operate' */
  menuToOperateRequired: '请选择要操作的菜单',
  /** 'current menu data is wrong, cannot link operations' */
  menuDataWrong: '当前菜单数据有误，无法关联操作',

  // Portal
  titleRequired: MESSAGE_FORM_MESSAGES.titleRequired,
  contentRequired: MESSAGE_FORM_MESSAGES.contentRequired,
  noticeNotAgreed: MESSAGE_FORM_MESSAGES.noticeNotAgreed,
  phoneRequired: VERIFICATION_CODE_MESSAGES.phoneBlank,
  phoneInvalid: MESSAGE_FORM_MESSAGES.phoneInvalid,
  messageSubmitted: '留言成功',
  messageFailed: MESSAGE_FORM_MESSAGES.messageFailed,
  searchPlaceholder: '请输入关键字搜索',
  titleFallback: '标题-暂无',
  levelFallback: '暂无',
} as const;

/** How a citizen who left no name is called. */
export const ANONYMOUS_CITIZEN = '匿名群众';

export type MessageKey = keyof typeof MSG;
