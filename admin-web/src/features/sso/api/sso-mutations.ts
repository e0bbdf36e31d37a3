import type { SsoService } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ssoQueries } from '@/features/sso/api/sso-queries';
import type { SsoLinks, SsoSignInRequest } from '@/features/sso/types';
import { apiClient } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { accountQueries } from '@/lib/session';
import type { Me } from '@/lib/wire';

// Each screen tells a refusal next to the control that met it, so none raises the app-wide notice.
// A success is told here, not by the control: the refreshed methods may replace the control (the
// password form once a password is set) before its own callback would run.
const quiet = { meta: { presentErrors: false } } as const;

const ssoPath = (service: SsoService) => `/v1/accounts/me/${encodeURIComponent(service)}/sso`;

export interface SsoExchange {
  service: SsoService;
  request: SsoSignInRequest;
}

/**
 * PUT /v1/accounts/me/{service}/sso to sign in or up: the answer is the signed-in account, which
 * becomes the `me` query's data at once, as a password sign-in does.
 */
export function useSsoSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ service, request }: SsoExchange) => apiClient.put<Me>(ssoPath(service), request),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueries.me().queryKey, account);
    },
    ...quiet,
  });
}

/** After a change of sign-in methods: the methods, and the account (which carries their e-mails). */
function useSignInMethodsRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ssoQueries.links().queryKey });
    await queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey });
  };
}

/** The same PUT with `from: 'link'`: links the provider to the signed-in account. */
export function useSsoLink() {
  const queryClient = useQueryClient();
  const refresh = useSignInMethodsRefresh();
  return useMutation({
    mutationFn: ({ service, request }: SsoExchange) =>
      apiClient.put<SsoLinks>(ssoPath(service), request),
    onSuccess: async (links) => {
      queryClient.setQueryData(ssoQueries.links().queryKey, links);
      await refresh();
    },
    ...quiet,
  });
}

/** DELETE /v1/accounts/me/{service}/sso (refused when it would leave no way to sign in). */
export function useUnlinkProvider() {
  const { t } = useTranslation('sso');
  const refresh = useSignInMethodsRefresh();
  return useMutation({
    mutationFn: ({ service }: { service: SsoService; name: string }) =>
      apiClient.delete<unknown>(ssoPath(service)),
    onSuccess: (_answer, { name }) => {
      notify({ tone: 'success', message: t('unlink.done', { name }) });
    },
    onSettled: refresh,
    ...quiet,
  });
}

/** POST /v1/accounts/me/sso/password: a first password for an account that has only providers. */
export function useSetFirstPassword() {
  const { t } = useTranslation('sso');
  const refresh = useSignInMethodsRefresh();
  return useMutation({
    mutationFn: (password: string) =>
      apiClient.post<unknown>('/v1/accounts/me/sso/password', { password }),
    onSuccess: () => {
      notify({ tone: 'success', message: t('password.setDone') });
    },
    onSettled: refresh,
    ...quiet,
  });
}

/** DELETE /v1/accounts/me/password: only providers sign in afterwards. */
export function useRemovePassword() {
  const { t } = useTranslation('sso');
  const refresh = useSignInMethodsRefresh();
  return useMutation({
    mutationFn: () => apiClient.delete<unknown>('/v1/accounts/me/password'),
    onSuccess: () => {
      notify({ tone: 'success', message: t('remove.done') });
    },
    onSettled: refresh,
    ...quiet,
  });
}
