export { LinkLoginScreen, SingleSignOnScreen, SsoScreen } from './link-login.screen';
