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

/** A sign-in link someone issued for the user, not yet acknowledged (docs/decisions.md, link login). */
export interface LoginLinkNotice {
  issuedAt: string;
  /** The issuer's name, or null when that account is gone. */
  issuedBy: string | null;
  issuerRole: string | null;
  expiresAt: string;
  usedAt: string | null;
}

/** GET /api/sysLogin: the signed-in user. */
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
  /** Shown once after sign-in, until acknowledged. */
  loginLinkNotices?: LoginLinkNotice[];
  /** The password was set by someone else: a new one is asked for before anything else. */
  mustChangePassword?: boolean;
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
    /** PUT /api/bind/loginLinkNotice: the notices of links issued up to `through` were seen. */
    acknowledgeLoginLinkNotices: build.mutation<void, { through: string }>({
      query: (body) => ({ url: '/bind/loginLinkNotice', method: 'PUT', data: body }),
      invalidatesTags: ['CurrentUser'],
    }),
    logout: build.mutation<{ status: number }, void>({
      query: () => ({ url: '/sysLogin', method: 'DELETE' }),
      transformResponse: (_body, meta) => ({ status: meta?.status ?? 0 }),
    }),
  }),
});

export const { useLoginMutation, useCurrentUserQuery, useLogoutMutation, useAcknowledgeLoginLinkNoticesMutation } = authApi;
