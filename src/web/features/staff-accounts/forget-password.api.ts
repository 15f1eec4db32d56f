import { FORGET_PASSWORD_API } from '@shared/forget-password';
import { api, apiUrl } from '@web/lib/api';

/** 忘记密码's two public calls. */
const forgetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendPasswordCode: build.mutation<{ msg: string }, string>({
      query: (username) => ({ url: apiUrl(FORGET_PASSWORD_API.sendCode), method: 'POST', data: { username } }),
    }),
    recoverPassword: build.mutation<{ msg: string }, { username: string; code: string; password: string }>({
      query: (data) => ({ url: apiUrl(FORGET_PASSWORD_API.reset), method: 'POST', data }),
    }),
  }),
});

export const { useSendPasswordCodeMutation, useRecoverPasswordMutation } = forgetPasswordApi;
