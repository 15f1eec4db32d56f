import { api } from '@web/lib/api';
/** Ids arrive as integers; screens only pass them back. */
type Id = number | string;

/** GET /api/sysNpcUser: the public fields of an account (never the password hash). */
export interface AccountUser {
  userId: number;
  username: string;
  realName: string;
  post: string;
  loginRoleCode: string;
  isValid: boolean;
  passwordChangedAt: string | null;
}

interface AccountUserList {
  list: AccountUser[];
  total: number;
}

export interface CheckPasswordBody {
  userId: Id;
  oldPassword: string;
}

export interface ChangePasswordBody extends CheckPasswordBody {
  password: string;
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountUser: build.query<AccountUser | null, Id>({
      query: (userId) => ({ url: '/sysNpcUser', params: { userId } }),
      transformResponse: (answer: AccountUserList) => answer.list[0] ?? null,
    }),
    checkOldPassword: build.mutation<{ msg: string }, CheckPasswordBody>({
      query: (body) => ({ url: '/sysNpcUser/checkPassword', method: 'POST', data: body }),
    }),
    changePassword: build.mutation<{ msg: string }, ChangePasswordBody>({
      query: (body) => ({ url: '/sysNpcUser', method: 'PUT', data: body }),
    }),
  }),
});

export const { useAccountUserQuery, useCheckOldPasswordMutation, useChangePasswordMutation } = accountApi;
