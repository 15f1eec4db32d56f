import { LIFECYCLE_TITLES } from '@machines/lifecycle-graph';
import { ProposalEventSchemas, proposalContextDefaults, proposalEventLabels, proposalStatusLabel, proposalWorkflow } from '@machines/proposal';
import { SuggestionEventSchemas, suggestionContextDefaults, suggestionEventLabels, suggestionStatusLabel, suggestionWorkflow } from '@machines/suggestion';
import { PROPOSAL_EXAMINE_RESULT, PROPOSAL_RETURN_RESULT, SUGGEST_EXAMINE_RESULT, SUGGEST_RETURN_RESULT } from '@shared/enums';
import type { RecordType } from './workflow.api';

/** What the screens know of a deputy's record type: its machine's labels and rules, and what its pages show. */
export interface RecordTypeView {
  /** 议案, 建议. */
  name: string;
  statusLabel(status: number): string;
  eventLabels: Readonly<Record<string, string>>;
  eventSchemas: Readonly<Record<string, object>>;
  examineResults: Readonly<Record<number, string>>;
  /** The examine result that sends the record back to its author. */
  returnResult: number;
  /** The machine's judgement of an event's payload at a status (payload guards read only the event). */
  payloadProblem(status: number, event: { type: string; [field: string]: unknown }): string | null;
  /** A proposal needs co-signers, or is made in the name of its author's delegation. */
  coSignersRequired: boolean;
  madeInDelegationName: boolean;
  /** Suggestions are handled by a due date and may be delayed. */
  hasDueDate: boolean;
  /** How the detail introduces the linked record of the other type. */
  linkedIntro: string;
}

/** The machine's own check of an event's payload, asked with the record at a status before the event is sent. */
const payloadCheck =
  (workflow: { payloadProblem(context: never, event: never): string | null }, contextDefaults: object): RecordTypeView['payloadProblem'] =>
  (status, event) =>
    workflow.payloadProblem({ ...contextDefaults, status, version: 0 } as never, { version: 0, ...event } as never);

export const RECORD_TYPES: Readonly<Record<RecordType, RecordTypeView>> = {
  proposal: {
    name: LIFECYCLE_TITLES.proposal,
    statusLabel: proposalStatusLabel,
    eventLabels: proposalEventLabels,
    eventSchemas: ProposalEventSchemas,
    examineResults: PROPOSAL_EXAMINE_RESULT,
    returnResult: PROPOSAL_RETURN_RESULT,
    payloadProblem: payloadCheck(proposalWorkflow, proposalContextDefaults),
    coSignersRequired: true,
    madeInDelegationName: true,
    hasDueDate: false,
    linkedIntro: '已转为建议：',
  },
  suggest: {
    name: LIFECYCLE_TITLES.suggest,
    statusLabel: suggestionStatusLabel,
    eventLabels: suggestionEventLabels,
    eventSchemas: SuggestionEventSchemas,
    examineResults: SUGGEST_EXAMINE_RESULT,
    returnResult: SUGGEST_RETURN_RESULT,
    payloadProblem: payloadCheck(suggestionWorkflow, suggestionContextDefaults),
    coSignersRequired: false,
    madeInDelegationName: false,
    hasDueDate: true,
    linkedIntro: '由议案转来：',
  },
};
