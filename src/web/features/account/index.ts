export { AccountButton } from './account-button';
export { LoginLinkNotices } from './login-link-notices';
