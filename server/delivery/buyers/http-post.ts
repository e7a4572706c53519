// The one way a buyer is posted over HTTP: JSON, no redirects (a redirect could send the lead somewhere
// else), bounded in time. No answer at all (time-out, refused or dropped connection) is worth retrying;
// an answer is read by the buyer's own rules.
import type { AnswerVerdict, AttemptResult, BuyerAnswer } from './buyer.ts';
import { RESPONSE_LIMIT } from './buyer.ts';

const NO_ANSWER: BuyerAnswer = { httpStatus: null, response: null };

export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
  readAnswer: (httpStatus: number, body: string) => AnswerVerdict,
  timeoutMs: number,
  interrupt?: AbortSignal,
): Promise<AttemptResult> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: interrupt ? AbortSignal.any([AbortSignal.timeout(timeoutMs), interrupt]) : AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    text = await response.text();
  } catch (err) {
    const name = err instanceof Error ? err.name : 'Error';
    const cause = name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `no connection (${describe(err)})`;
    return { kind: 'retry', error: cause, cause, ...NO_ANSWER };
  }
  return { ...readAnswer(response.status, text), httpStatus: response.status, response: text.slice(0, RESPONSE_LIMIT) };
}

function describe(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
  return code || (cause instanceof Error ? cause.message : String(cause));
}
