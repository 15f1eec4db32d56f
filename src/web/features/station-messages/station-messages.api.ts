import type { MessageDetail, MessageListQuery, MessagePage, MessageSummary } from '@shared/contracts/messages';
import { PORTAL_API, type OutboxEntry } from '@shared/portal';
import { api, apiUrl } from '@web/lib/api';
import type { MessageEventBody } from './station-messages.model';

/**
 * The citizens' messages at contact stations (GET/POST /api/contactStationSuggest…, handled by
 * machines/station-message) and the administrators' code outbox. An event's answer replaces
 * the cached message, so the page re-renders from it; the lists are read again.
 */

export type StationMessage = MessageSummary;
export type StationMessageDetail = MessageDetail;
export type StationMessageHistoryEntry = MessageDetail['history'][number];
export type StationMessagePage = MessagePage;

export interface OutboxParams {
  phone?: string;
  pageNum: number;
  pageSize: number;
}

export interface OutboxPage {
  list: OutboxEntry[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const LIST = { type: 'StationMessage' as const, id: 'LIST' };
const messageTag = (id: string) => ({ type: 'StationMessage' as const, id });

const stationMessagesApi = api.enhanceEndpoints({ addTagTypes: ['StationMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    stationMessages: build.query<StationMessagePage, MessageListQuery>({
      query: (params) => ({ url: '/contactStationSuggest', params }),
      providesTags: [LIST],
    }),
    stationMessage: build.query<StationMessageDetail, string>({
      query: (id) => ({ url: `/contactStationSuggest/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [messageTag(id)],
    }),
    sendStationMessageEvent: build.mutation<StationMessageDetail, { id: string; event: MessageEventBody }>({
      query: ({ id, event }) => ({ url: `/contactStationSuggest/${encodeURIComponent(id)}/events`, method: 'POST', data: event }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(stationMessagesApi.util.upsertQueryData('stationMessage', id, data));
        } catch {
          // A refusal is shown by the caller; the tags below read the message again.
        }
      },
      // Accepted: the answer is the message already, only the lists change. Refused: the
      // message is not what the page showed (a stale version), so it is read again too.
      invalidatesTags: (_result, error, { id }) => (error ? [LIST, messageTag(id)] : [LIST]),
    }),
    /** PORTAL_API paths carry the /api prefix that the one axios instance adds itself. */
    smsOutbox: build.query<OutboxPage, OutboxParams>({
      query: (params) => ({ url: apiUrl(PORTAL_API.smsOutbox), params }),
    }),
  }),
});

export const { useStationMessagesQuery, useStationMessageQuery, useSendStationMessageEventMutation, useSmsOutboxQuery } = stationMessagesApi;
