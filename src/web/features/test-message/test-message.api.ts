import { TEST_MESSAGE_API, type TestMessageSent } from '@shared/contracts/test-message';
import { api, apiUrl } from '@web/lib/api';

const testMessageApi = api.enhanceEndpoints({ addTagTypes: ['Notice'] }).injectEndpoints({
  endpoints: (build) => ({
    sendTestMessage: build.mutation<TestMessageSent, void>({
      query: () => ({ url: apiUrl(TEST_MESSAGE_API), method: 'POST' }),
      // The bell, the to-do panel and this page's in-box read the new notice.
      invalidatesTags: ['Notice'],
    }),
  }),
});

export const { useSendTestMessageMutation } = testMessageApi;
