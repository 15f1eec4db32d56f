export { authApi, useCurrentUserQuery, type CurrentUser, type NpcDelegateInfo } from './auth.api';
export { delegateLevelLabel, postLabel, roleLabel } from './auth.labels';
export { useLogout } from './use-logout';
