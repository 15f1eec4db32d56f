// Kept apart from the engine so a screen that shows a status label loads the table only.

export interface StatusInfo {
  /** The machine's state for this status code. */
  readonly state: string;
  /** The Chinese label shown to users. */
  readonly label: string;
}

/** A status table's codes, in the table's order. */
export function statusCodesOf<TStatus extends number>(statuses: Readonly<Record<TStatus, StatusInfo>>): TStatus[] {
  return Object.keys(statuses).map(Number) as TStatus[];
}

/** The label of a status code of the table; an unknown code is shown raw. */
export function statusLabelOf(statuses: Readonly<Record<number, StatusInfo>>): (status: number) => string {
  return (status) => statuses[status]?.label ?? String(status);
}
