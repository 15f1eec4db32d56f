import type { CodeRule, CodeRuleBody, CodeRuleKind, CodeRulePage, Session, SessionBody, SessionList, SubmitSettingsBody } from '@shared/contracts/terms';
import { api } from '@web/lib/api';

export type { CodeRule, CodeRuleBody, CodeRuleKind, Session, SessionBody, SubmitSettingsBody };

/** Terms and sessions (届次管理, 提交设置) and the number rules (编号管理). */
export const termsApi = api.enhanceEndpoints({ addTagTypes: ['CodeRule'] }).injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query<SessionList, void>({ query: () => '/sysNpcState', providesTags: ['NpcState'] }),
    createSession: build.mutation<Session, SessionBody>({
      query: (body) => ({ url: '/sysNpcState', method: 'POST', data: body }),
      invalidatesTags: ['NpcState', 'CodeRule'],
    }),
    updateSession: build.mutation<Session, { stateId: number; body: SessionBody }>({
      query: ({ stateId, body }) => ({ url: `/sysNpcState/${stateId}`, method: 'PUT', data: body }),
      invalidatesTags: ['NpcState', 'CodeRule'],
    }),
    makeCurrentSession: build.mutation<Session, number>({
      query: (stateId) => ({ url: `/sysNpcState/${stateId}/current`, method: 'PUT' }),
      invalidatesTags: ['NpcState'],
    }),
    updateSubmitSettings: build.mutation<Session, { stateId: number; body: SubmitSettingsBody }>({
      query: ({ stateId, body }) => ({ url: `/sysNpcState/${stateId}/submitSettings`, method: 'PUT', data: body }),
      invalidatesTags: ['NpcState'],
    }),
    deleteSession: build.mutation<void, number>({
      query: (stateId) => ({ url: `/sysNpcState/${stateId}`, method: 'DELETE' }),
      invalidatesTags: ['NpcState', 'CodeRule'],
    }),
    codeRules: build.query<CodeRulePage, { pageNum: number; pageSize: number; kind?: CodeRuleKind }>({
      query: (params) => ({ url: '/sysCodeRule', params }),
      providesTags: ['CodeRule'],
    }),
    createCodeRule: build.mutation<CodeRule, CodeRuleBody>({
      query: (body) => ({ url: '/sysCodeRule', method: 'POST', data: body }),
      invalidatesTags: ['CodeRule'],
    }),
    updateCodeRule: build.mutation<CodeRule, { ruleId: number; body: CodeRuleBody }>({
      query: ({ ruleId, body }) => ({ url: `/sysCodeRule/${ruleId}`, method: 'PUT', data: body }),
      invalidatesTags: ['CodeRule'],
    }),
    deleteCodeRule: build.mutation<void, number>({
      query: (ruleId) => ({ url: `/sysCodeRule/${ruleId}`, method: 'DELETE' }),
      invalidatesTags: ['CodeRule'],
    }),
  }),
});

export const {
  useSessionsQuery,
  useCreateSessionMutation,
  useUpdateSessionMutation,
  useMakeCurrentSessionMutation,
  useUpdateSubmitSettingsMutation,
  useDeleteSessionMutation,
  useCodeRulesQuery,
  useCreateCodeRuleMutation,
  useUpdateCodeRuleMutation,
  useDeleteCodeRuleMutation,
} = termsApi;
