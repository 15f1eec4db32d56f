import { api } from '@web/lib/api';

export interface LoginBody {
  username: string;
  password: string;
}

export interface LoginAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** Ids arrive as integers; screens only pass them back, so either form is accepted. */
export type Id = number | string;

export interface NpcDelegateInfo {
  delegateId: Id;
  delegateName: string;
  fkDelegationId: Id | null;
  delegationName: string | null;
  delegateGrade: number | null;
  fkStationId: Id | null;
}

/** GET /api/sysLogin: the signed-in user (section 3, logged-in user). */
export interface CurrentUser {
  userId: Id;
  realName: string;
  /** A mobile number; shown as the contact phone. */
  username: string;
  post: string | null;
  loginRoleCode: string | null;
  loginNpcId: Id | null;
  loginNpcName?: string | null;
  delegateGrade: number | null;
  belongDelegationId: Id | null;
  /** The delegation the user belongs to (deputies and delegation accounts). */
  delegationName?: string | null;
  belongNpcProvince: string | null;
  belongNpcCity: string | null;
  belongNpcCountry: string | null;
  npcDelegateInfo: NpcDelegateInfo | null;
  unitId: Id | null;
  unitName: string | null;
  stationId: Id | null;
  stationName: string | null;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginBody>({
      query: (body) => ({ url: '/sysLogin', method: 'POST', data: body }),
    }),
    currentUser: build.query<CurrentUser, void>({
      query: () => '/sysLogin',
      providesTags: ['CurrentUser'],
    }),
    logout: build.mutation<{ status: number }, void>({
      query: () => ({ url: '/sysLogin', method: 'DELETE' }),
      transformResponse: (_body, meta) => ({ status: meta?.status ?? 0 }),
    }),
  }),
});

export const { useLoginMutation, useCurrentUserQuery, useLogoutMutation } = authApi;
