import { and, assertEvent, assign, or, setup } from 'xstate';
import { Role } from '../roles';
import { checksOf, guardBuilder } from '../workflow';
import type { StationMessageEvent } from './station-message.events';

/** The fields of a contact-station suggestion the machine reads and writes. */
export interface StationMessageContext {
  /** The deputy the citizen addressed. */
  fkDelegateId: number | null;
  /** The home station the message came through. */
  fkStationId: number | null;
  isRead: boolean;
  delegateSuggestion: string | null;
  stationSuggestion: string | null;
  handleResult: string | null;
  handleTime: string | null;
}

const guard = guardBuilder<StationMessageContext, StationMessageEvent>();

export const stationMessageGuards = {
  isAddressedDeputy: guard.role({ relation: 'addressedDeputy', sameId: ['delegateId', 'fkDelegateId'], refusal: '只有留言所选的代表可以执行此操作' }),
  isStationManager: guard.role({
    relation: 'stationManager',
    roles: [Role.station],
    sameId: ['stationId', 'fkStationId'],
    refusal: '只有该联络站的管理员可以执行此操作',
  }),
  hasDelegateSuggestion: guard.text('delegateSuggestion', '请填写代表处理建议'),
  hasStationSuggestion: guard.text('stationSuggestion', '请填写联络站交办意见'),
  hasHandleResult: guard.text('handleResult', '请填写办理结果'),
};

export const stationMessageMachine = setup({
  types: {
    context: {} as StationMessageContext,
    events: {} as StationMessageEvent,
    input: {} as StationMessageContext,
  },
  guards: checksOf(stationMessageGuards),
  actions: {
    markRead: assign({ isRead: true }),
    recordDelegateSuggestion: assign(({ event }) => {
      assertEvent(event, 'PROPOSE');
      return { delegateSuggestion: event.delegateSuggestion ?? null };
    }),
    recordStationSuggestion: assign(({ event }) => {
      assertEvent(event, 'ASSIGN');
      return { stationSuggestion: event.stationSuggestion ?? null };
    }),
    recordHandleResult: assign(({ event }) => {
      assertEvent(event, 'REPLY');
      return { handleResult: event.handleResult ?? null, handleTime: event.at };
    }),
  },
}).createMachine({
  id: 'stationMessage',
  initial: 'received',
  context: ({ input }) => input,
  states: {
    received: {
      on: {
        READ: { guard: or(['isAddressedDeputy', 'isStationManager']), actions: 'markRead' },
        PROPOSE: { guard: and(['isAddressedDeputy', 'hasDelegateSuggestion']), target: 'toBeAssigned', actions: 'recordDelegateSuggestion' },
        REPLY: { guard: and(['isAddressedDeputy', 'hasHandleResult']), target: 'handled', actions: 'recordHandleResult' },
      },
    },
    toBeAssigned: {
      on: { ASSIGN: { guard: and(['isStationManager', 'hasStationSuggestion']), target: 'inProgress', actions: 'recordStationSuggestion' } },
    },
    inProgress: {
      on: { REPLY: { guard: and([or(['isStationManager', 'isAddressedDeputy']), 'hasHandleResult']), target: 'handled', actions: 'recordHandleResult' } },
    },
    handled: { type: 'final' },
  },
});
