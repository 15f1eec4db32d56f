export { AccountButton } from './account-button';
