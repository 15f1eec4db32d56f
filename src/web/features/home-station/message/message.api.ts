import type { MessagePayload } from '@machines/message-form/index';
import { PORTAL_API, STATION_CODE_TYPE, type Feedback, type MessageChallenge } from '@shared/portal';
import { api, apiUrl } from '@web/lib/api';

/** Success of a submission is 201 and nothing else. */
export const MESSAGE_ACCEPTED_STATUS = 201;

export interface MessageAnswer {
  massesSuggestId: string;
  status: number;
}

/** The number and the phone (or, when no phone was given, the name) left with the message. */
export interface FeedbackQuery {
  massesSuggestId: string;
  massesPhone?: string;
  massesName?: string;
}

const messageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A form with username (the phone) and type; the code goes by SMS, never back here. */
    sendStationCode: build.mutation<void, string>({
      query: (phone) => ({
        url: apiUrl(PORTAL_API.sendCode),
        method: 'POST',
        data: new URLSearchParams({ username: phone, type: STATION_CODE_TYPE }),
      }),
    }),
    /** A new challenge for each message without a phone: a mutation, so no cache hands one out twice. */
    messageChallenge: build.mutation<MessageChallenge, void>({
      query: () => ({ url: apiUrl(PORTAL_API.messageChallenge), method: 'GET' }),
    }),
    submitMessage: build.mutation<MessageAnswer, MessagePayload>({
      query: (payload) => ({ url: apiUrl(PORTAL_API.submitMessage), method: 'POST', data: payload }),
      transformResponse: (data: { massesSuggestId: string }, meta) => ({ massesSuggestId: data.massesSuggestId, status: meta?.status ?? 0 }),
    }),
    messageFeedback: build.query<Feedback, FeedbackQuery>({
      query: (params) => ({ url: apiUrl(PORTAL_API.feedback), params }),
      // The status changes while the citizen waits: every query asks the server again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSendStationCodeMutation, useMessageChallengeMutation, useSubmitMessageMutation, useLazyMessageFeedbackQuery } = messageApi;
