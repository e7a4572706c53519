// The console's calls for accounts, two-factor sign-in and set-password links (docs/admin-api.md). The
// answer shapes are the server's own (domain/accounts-api.ts).
import type {
  ConsoleSettings,
  NewOperator,
  OperatorAdded,
  OperatorChanged,
  OperatorList,
  OperatorRoleName,
  PasswordLinkAnswer,
  PasswordLinkInfo,
  PasswordLinkIssued,
  PasswordSet,
  TotpConfirmed,
  TotpEnrolment,
  TwoFactorState,
} from '#domain/accounts-api.ts';
import { request } from './api.ts';

export type { OperatorAccount, OperatorRoleName, PasswordLinkAnswer } from '#domain/accounts-api.ts';

const operator = (id: string) => `/api/admin/operators/${encodeURIComponent(id)}`;

export const getOperators = () => request<OperatorList>('/api/admin/operators');
export const addOperator = (body: NewOperator) => request<OperatorAdded>('/api/admin/operators', { method: 'POST', body });
export const changeRole = (id: string, role: OperatorRoleName) =>
  request<OperatorChanged>(operator(id), { method: 'PATCH', body: { role } });
export const newPasswordLink = (id: string) =>
  request<PasswordLinkIssued>(`${operator(id)}/password-link`, {
    method: 'POST',
  });
export const resetTwoFactor = (id: string) => request<OperatorChanged>(`${operator(id)}/reset-2fa`, { method: 'POST' });
export const removeOperator = (id: string) => request<void>(operator(id), { method: 'DELETE' });

export const getSettings = () => request<ConsoleSettings>('/api/admin/settings');
export const saveSettings = (settings: ConsoleSettings) =>
  request<ConsoleSettings>('/api/admin/settings', { method: 'PATCH', body: settings });

export const getTwoFactor = () => request<TwoFactorState>('/api/admin/me/totp');
export const beginTwoFactor = () => request<TotpEnrolment>('/api/admin/me/totp', { method: 'POST' });
export const confirmTwoFactor = (code: string) => request<TotpConfirmed>('/api/admin/me/totp/confirm', { method: 'POST', body: { code } });

export const checkPasswordLink = (token: string) =>
  request<PasswordLinkInfo>('/api/admin/password-links/check', { method: 'POST', body: { token } });
export const setPasswordWithLink = (token: string, password: string) =>
  request<PasswordSet>('/api/admin/password-links/use', { method: 'POST', body: { token, password } });

/** The whole address to hand over: this console's own origin, then the path the server gave. */
export const linkUrl = (link: PasswordLinkAnswer) => `${window.location.origin}${link.path}`;
