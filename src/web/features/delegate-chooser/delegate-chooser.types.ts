/** A chosen deputy as the chooser hands it over. */
export interface ChosenDelegate {
  delegateId: number;
  delegateName: string;
  delegationName?: string | null;
}

/** A public (crowd) contact person: name, phone. */
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
  /** Only this delegation's deputies (every grade): a delegation's activity or meeting. */
  delegationId?: number;
  title?: string;
  /** Passed on to getDelegate as the original client did; it does not narrow the list. */
  initiateMode?: string;
}

export interface CrowdChooserProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose crowd contacts to read and save (GET getCrowdList / POST ContactCrown). */
  delegateId: number;
  /** Called with the saved list after ContactCrown succeeded. */
  onConfirm?: (crowds: CrowdPerson[]) => void;
  title?: string;
}
