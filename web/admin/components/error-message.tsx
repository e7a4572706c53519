import { ApiError } from '../lib/api.ts';

/** What went wrong, in the server's words when it gave some. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return error.message || 'Your role may not see this.';
    return error.message;
  }
  return 'Something went wrong. Reload the page to try again.';
}

export function ErrorMessage({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-danger">
      {errorText(error)}
    </p>
  );
}
