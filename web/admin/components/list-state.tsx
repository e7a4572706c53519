// What a list or report shows around its rows: the error, "Loading…" the first time, a sentence of its own
// when there is nothing to show, else the rows. Every page had the same three lines; they are one here.
import type { ReactNode } from 'react';
import { ErrorMessage } from './error-message.tsx';

/** The part of a TanStack query (plain or infinite) the states are read from. */
export interface QueryState<D> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: D | undefined;
}

export function ListState<D>({
  query,
  isEmpty = false,
  empty,
  spacing = 'mt-4',
  small = false,
  children,
}: {
  query: QueryState<D>;
  /** Whether the answer has no rows (then `empty` shows instead of the children). */
  isEmpty?: boolean | ((data: D) => boolean);
  empty?: ReactNode;
  /** The margin above the error and the loading line. */
  spacing?: string;
  small?: boolean;
  /** The rows, drawn once there is an answer (also beside the error of a later page that failed). */
  children?: ReactNode | ((data: D) => ReactNode);
}) {
  const { data } = query;
  const none = data !== undefined && (typeof isEmpty === 'function' ? isEmpty(data) : isEmpty);
  return (
    <>
      {query.isError &&
        (spacing ? (
          <div className={spacing}>
            <ErrorMessage error={query.error} />
          </div>
        ) : (
          <ErrorMessage error={query.error} />
        ))}
      {query.isPending && <p className={[spacing, small && 'text-sm', 'text-muted'].filter(Boolean).join(' ')}>Loading…</p>}
      {data !== undefined && (none ? empty : typeof children === 'function' ? children(data) : children)}
    </>
  );
}
