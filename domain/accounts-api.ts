// The console's accounts and two-factor API: answer shapes shared by the server that sends them and the
// console that reads them (docs/admin-api.md). Times are ISO strings.

export type OperatorRoleName = 'admin' | 'viewer';

/** The length of a new password (the server checks it; the console says it before sending). */
export const MIN_PASSWORD_CHARS = 12;
export const MAX_PASSWORD_CHARS = 1024;

export interface OperatorAccount {
  id: string;
  email: string;
  role: OperatorRoleName;
  createdAt: string;
  /** False while an invitation is not taken up, or after an admin reset the password. */
  passwordSet: boolean;
  twoFactor: boolean;
  /** The newest open set-password link while the password is not set (it may have expired). */
  link: { purpose: 'invite' | 'reset'; expiresAt: string } | null;
  lastSignInAt: string | null;
}

/** GET /api/admin/operators */
export interface OperatorList {
  operators: OperatorAccount[];
}

/** A set-password link to hand to its owner: the console puts its own origin in front of `path`. */
export interface PasswordLinkAnswer {
  path: string;
  expiresAt: string;
}

/** POST /api/admin/operators: with a password, no link; without one, an invitation link. */
export interface OperatorAdded {
  operator: OperatorAccount;
  link: PasswordLinkAnswer | null;
}

/** What POST /api/admin/operators takes: without a password the account gets an invitation link. */
export interface NewOperator {
  email: string;
  role: OperatorRoleName;
  password?: string;
}

/** PATCH /api/admin/operators/:id and POST …/reset-2fa: the account as it is now. */
export interface OperatorChanged {
  operator: OperatorAccount;
}

/** POST /api/admin/operators/:id/password-link: an invitation while the password was never set, else a reset. */
export interface PasswordLinkIssued extends OperatorChanged {
  purpose: 'invite' | 'reset';
  link: PasswordLinkAnswer;
}

/** POST /api/admin/password-links/use: whose password was set. */
export interface PasswordSet {
  email: string;
}

/** GET and PATCH /api/admin/settings */
export interface ConsoleSettings {
  requireTwoFactor: boolean;
}

/** POST /api/admin/password-links/check: whose password a link sets. */
export interface PasswordLinkInfo {
  email: string;
  purpose: 'invite' | 'reset';
  expiresAt: string;
}

/** GET /api/admin/me/totp */
export interface TwoFactorState {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** An admin requires two-factor sign-in for every account. */
  required: boolean;
}

/** POST /api/admin/me/totp */
export interface TotpEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  otpauthUrl: string;
}

/** POST /api/admin/me/totp/confirm */
export interface TotpConfirmed {
  recoveryCodes: string[];
}

/** Where a set-password link opens: the token travels in the fragment, which browsers never send to a server. */
export const SET_PASSWORD_PATH = '/admin/set-password';
