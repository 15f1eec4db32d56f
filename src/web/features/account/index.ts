export { AccountButton } from './account-button';
export { AccountDialog, type AccountTab } from './account-dialog';
