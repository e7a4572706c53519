// Time-based one-time codes (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps), the kind every
// authenticator app makes, through the otpauth library. A code is accepted one step either side of the
// server's clock (a phone's clock a little off, a code typed as it changed), and the caller makes sure a
// step is never accepted twice (TwoFactor keeps the last one accepted).
import { Secret, TOTP } from 'otpauth';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** RFC 4226 asks for at least 128 bits and recommends 160: the length of SHA-1's output. */
const SECRET_BYTES = 20;

/** A new random secret, base32 (the form authenticator apps take typed in). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secret: string, account = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
  });
}

/** The otpauth:// address an authenticator app reads from the QR code: issuer, account and secret. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return totp(secret, account, issuer).toString();
}

/** The 30-second step a time falls in (the RFC's T). */
export function stepAt(now: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_S, timestamp: now });
}

/** Six digits, as a person types them (spaces ignored), or undefined for anything else. */
export function readTotpCode(input: string): string | undefined {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : undefined;
}

/** The step whose code this is (this step, the one before or the one after), or undefined. */
export function matchingStep(secret: string, code: string, now: number): number | undefined {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : stepAt(now) + delta;
}
