export {
  OPINION_SOLICITATION_MSG_TYPE,
  OPINION_SOLICITATION_PATH,
  linkLoginContextDefaults,
  linkLoginMachine,
  opinionSolicitationTarget,
  type LinkCredential,
  type LinkLoginContext,
  type LinkLoginEvent,
  type LinkLoginEventType,
  type LinkLoginFailure,
  type LinkLoginState,
} from './link-login.machine';
export { linkLoginEffect, linkLoginStateOf, type LinkLoginEffect, type LinkLoginSnapshot } from './link-login.effects';
