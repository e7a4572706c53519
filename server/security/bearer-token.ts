// The operator token check. Compared in constant time over SHA-256 digests, so neither the time an
// answer takes nor the token's length tells a guesser how close a try came.
import { createHash, timingSafeEqual } from 'node:crypto';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Whether an Authorization header carries `Bearer <token>`. Always false when no token is configured. */
export function checkBearer(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  const match = /^Bearer[ \t]+(.+)$/i.exec(header.trim());
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(token));
}
