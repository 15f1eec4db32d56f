/**
 * The choose-deputy dialog of the portal document (both documents use it).
 * INTERFACE STUB — being built; the signatures below are the contract other features use.
 */
import type { ReactElement } from 'react';

export interface ChosenDelegate {
  delegateId: number;
  delegateName: string;
  delegationName?: string | null;
}

export interface CrowdPerson {
  name: string;
  phone: string;
}

export interface DelegateChooserProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Already chosen deputies (shown on the right when the dialog opens). */
  value: ChosenDelegate[];
  onConfirm: (chosen: ChosenDelegate[]) => void;
  /** Most deputies that may be chosen; extra selections are cut off. */
  max?: number;
  /** Lift the default limit to the user's own delegation and grade. */
  queryAll?: boolean;
  title?: string;
}

export function DelegateChooser(_props: DelegateChooserProps): ReactElement | null {
  return null;
}

export interface CrowdChooserProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose crowd contacts to read and save (GET getCrowdList / POST ContactCrown). */
  delegateId: number;
  onConfirm?: (crowds: CrowdPerson[]) => void;
}

export function CrowdChooser(_props: CrowdChooserProps): ReactElement | null {
  return null;
}
