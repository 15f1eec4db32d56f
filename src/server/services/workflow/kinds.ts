import {
  decideProposal,
  proposalContextDefaults,
  proposalWorkflow,
  type ProposalEffect,
  type ProposalRecord,
} from '@machines/proposal';
import {
  decideSuggestion,
  suggestionContextDefaults,
  suggestionWorkflow,
  type SuggestionEffect,
  type SuggestionRecord,
} from '@machines/suggestion';
import {
  decideStationHandling,
  stationHandlingContextDefaults,
  stationHandlingWorkflow,
  type StationHandlingRecord,
} from '@machines/station-handling';
import {
  contactStationSuggest,
  contactStationSuggestHistory,
  proposal,
  proposalHistory,
  suggest,
  suggestHistory,
} from '../../db/schema';
import type { RecordKind } from './engine';

/** The three lifecycle records and the machine that decides each one's events. */
export const proposalKind: RecordKind<ProposalRecord, number, ProposalEffect> = {
  table: proposal,
  idColumn: proposal.proposalId,
  versionColumn: proposal.version,
  historyTable: proposalHistory,
  historyRecordKey: 'fkProposalId',
  historyRecordColumn: proposalHistory.fkProposalId,
  historyIdColumn: proposalHistory.historyId,
  statusField: 'status',
  contextKeys: Object.keys(proposalContextDefaults),
  timestampKeys: ['assignedAt', 'repliedAt'],
  decide: decideProposal,
  events: (record, actor, at) => proposalWorkflow.eventsFor(record, actor, at),
  idOf: (row) => row.proposalId as number,
};

export const suggestKind: RecordKind<SuggestionRecord, number, SuggestionEffect> = {
  table: suggest,
  idColumn: suggest.suggestId,
  versionColumn: suggest.version,
  historyTable: suggestHistory,
  historyRecordKey: 'fkSuggestId',
  historyRecordColumn: suggestHistory.fkSuggestId,
  historyIdColumn: suggestHistory.historyId,
  statusField: 'status',
  contextKeys: Object.keys(suggestionContextDefaults),
  timestampKeys: ['assignedAt', 'dueDate', 'repliedAt'],
  decide: decideSuggestion,
  events: (record, actor, at) => suggestionWorkflow.eventsFor(record, actor, at),
  idOf: (row) => row.suggestId as number,
};

export const messageKind: RecordKind<StationHandlingRecord, string, never> = {
  table: contactStationSuggest,
  idColumn: contactStationSuggest.massesSuggestId,
  versionColumn: contactStationSuggest.version,
  historyTable: contactStationSuggestHistory,
  historyRecordKey: 'fkMassesSuggestId',
  historyRecordColumn: contactStationSuggestHistory.fkMassesSuggestId,
  historyIdColumn: contactStationSuggestHistory.historyId,
  statusField: 'handleStatus',
  contextKeys: Object.keys(stationHandlingContextDefaults),
  timestampKeys: ['handleTime'],
  decide: decideStationHandling,
  events: (record, actor, at) => stationHandlingWorkflow.eventsFor(record, actor, at),
  idOf: (row) => row.massesSuggestId as string,
};
