import { assertEvent } from 'xstate';

/** Time as the screens' drivers send it to their machines: the milliseconds since the last TICK. */
export interface TickEvent {
  type: 'TICK';
  ms: number;
}

/** The milliseconds a TICK brings; a clock that went back brings none. */
export function tickMs(event: { type: string }): number {
  assertEvent(event as TickEvent, 'TICK');
  return Math.max(0, (event as TickEvent).ms);
}

/** Whether, with this TICK, `waited` milliseconds reach `limit`. */
export function waitReaches(waited: number, event: { type: string }, limit: number): boolean {
  return waited + tickMs(event) >= limit;
}
