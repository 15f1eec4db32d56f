/**
 * The choose-deputy dialog of the portal document (both documents use it): the deputy mode
 * (DelegateChooser) and the public (crowd) mode (CrowdChooser).
 */
export type { ChosenDelegate, CrowdChooserProps, CrowdPerson, DelegateChooserProps } from './delegate-chooser.types';
export { DelegateChooser } from './delegate-chooser.dialog';
export { CrowdChooser } from './crowd-chooser.dialog';
