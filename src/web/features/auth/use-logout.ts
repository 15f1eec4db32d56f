import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { toaster } from '@web/components/toaster';
import { api } from '@web/lib/api';
import { useAppDispatch } from '@web/lib/hooks';
import { toApiError } from '@web/lib/http-error';
import { clearSession } from '@web/lib/session';
import { useLogoutMutation } from './auth.api';

/**
 * 退出登录: DELETE /api/sysLogin; 204 clears the session and returns to `/`;
 * anything else shows the server's message. A 401 is already handled by the http client.
 */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const run = useCallback(async () => {
    try {
      const { status } = await logout().unwrap();
      if (status !== 204) {
        toaster.create({ type: 'error', title: MSG.operationFailed });
        return;
      }
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.result !== 401) toaster.create({ type: 'error', title: apiError.msg });
      return;
    }
    clearSession();
    // Leave the signed-in screens before dropping their cached data, so nothing refetches.
    await navigate('/', { replace: true });
    dispatch(api.util.resetApiState());
    toaster.create({ type: 'success', title: MSG.logoutSucceeded });
  }, [dispatch, logout, navigate]);

  return { logout: run, isLoggingOut: isLoading };
}
