export { authApi, useAcknowledgeLoginLinkNoticesMutation, useCurrentUserQuery, type CurrentUser, type LoginLinkNotice, type NpcDelegateInfo } from './auth.api';
export { delegateLevelLabel, postLabel, roleLabel } from './auth.labels';
export { useLogout } from './use-logout';
