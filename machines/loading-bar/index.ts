export {
  LOADING_BAR_DEFAULTS,
  LOADING_BAR_RUNNING_MAX,
  loadingBarMachine,
  type LoadingBarContext,
  type LoadingBarEvent,
  type LoadingBarInput,
} from './loading-bar.machine';
export { loadingBarStates, loadingBarView, type LoadingBarState, type LoadingBarView } from './loading-bar.labels';
