// Every table of rows in the console: the columns are data (a header, how a row's cell is drawn, whether the
// rows are sorted by it), TanStack Table turns them into header groups and cells, and the markup that makes a
// table readable without seeing it is written once here: a caption, header cells with their scope, the cell
// that names its row as a row header, and aria-sort on the column the rows are in order of.
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';

export interface DataColumn<T> {
  /** Unique in its table (React's key and TanStack's column id). */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a <th scope="row">), so a screen reader says it before each of the others. */
  rowHeader?: boolean;
  /** The rows are in this column's order (the server sorts; this only says so). */
  sort?: 'ascending' | 'descending';
  /** Instead of the table's headCellClass for this column's header. */
  headerClass?: string;
  /** Instead of the table's cellClass for this column's cells. */
  cellClass?: string | ((row: T) => string);
}

export interface DataTableProps<T> {
  caption: ReactNode;
  /** Screen readers only, unless a class is given. */
  captionClass?: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  /** A row's stable key; without one, its position (for rows that have no id and are never reordered). */
  rowKey?: (row: T) => string;
  tableClass: string;
  headClass?: string;
  headRowClass?: string;
  headCellClass?: string;
  bodyClass?: string;
  rowClass?: string | ((row: T) => string);
  /** Marks a row as the one that stands out (aria-current), e.g. the step that loses most. */
  rowCurrent?: (row: T) => boolean;
  cellClass?: string;
  /** Shown as a row across every column when there are no rows. */
  empty?: ReactNode;
  emptyClass?: string;
  /** A <tfoot> (totals), rendered as given. */
  foot?: ReactNode;
  /**
   * A box around the table that scrolls sideways when it is wider than the window; with a label it is a named
   * region a keyboard can focus, so the scrolling works without a mouse.
   */
  scroll?: { className: string; label?: string };
}

/**
 * The look of the console's main lists (leads, audit log, buyers): a white panel with a grey head row, shown
 * from tablet width up (the pages draw cards on a phone). Spread into a DataTable, with the page's padding.
 */
export const PANEL_TABLE = {
  scroll: { className: 'hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block' },
  tableClass: 'w-full text-left text-sm',
  headClass: 'border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-muted',
  bodyClass: 'divide-y divide-slate-100',
} as const;

const features = tableFeatures({});
type Row = object;
const helper = createColumnHelper<typeof features, Row>();

const pick = <T,>(value: string | ((row: T) => string) | undefined, row: T) => (typeof value === 'function' ? value(row) : value);

export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { columns, rows, rowKey } = props;
  const byId = useMemo(() => new Map<string, DataColumn<T>>(columns.map((c) => [c.id, c])), [columns]);
  // TanStack draws the headers and cells; each cell asks this table's column how to show its row.
  const tableColumns = useMemo(
    () =>
      helper.columns(
        columns.map((c) =>
          helper.display({
            id: c.id,
            header: () => c.header,
            cell: ({ row }) => c.cell(row.original as T),
          }),
        ),
      ),
    [columns],
  );
  const table = useTable({
    features,
    columns: tableColumns,
    data: rows as unknown as Row[],
    ...(rowKey && { getRowId: (row: Row) => rowKey(row as T) }),
  });

  const body = (
    <table className={props.tableClass}>
      <caption className={props.captionClass ?? 'sr-only'}>{props.caption}</caption>
      <thead className={props.headClass}>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} className={props.headRowClass}>
            {group.headers.map((header) => {
              const column = byId.get(header.column.id);
              return (
                <th key={header.id} scope="col" aria-sort={column?.sort} className={column?.headerClass ?? props.headCellClass}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody className={props.bodyClass}>
        {rows.length === 0 && props.empty !== undefined && (
          <tr>
            <td colSpan={columns.length} className={props.emptyClass ?? props.cellClass}>
              {props.empty}
            </td>
          </tr>
        )}
        {table.getRowModel().rows.map((row) => {
          const data = row.original as T;
          return (
            <tr key={row.id} className={pick(props.rowClass, data)} aria-current={props.rowCurrent?.(data) ? 'true' : undefined}>
              {row.getAllCells().map((cell) => {
                const column = byId.get(cell.column.id);
                const className = pick(column?.cellClass, data) ?? props.cellClass;
                const content = <table.FlexRender cell={cell} />;
                return column?.rowHeader ? (
                  <th key={cell.id} scope="row" className={className}>
                    {content}
                  </th>
                ) : (
                  <td key={cell.id} className={className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
      {props.foot}
    </table>
  );
  if (!props.scroll) return body;
  const { className, label } = props.scroll;
  return label ? (
    <div tabIndex={0} role="region" aria-label={label} className={className}>
      {body}
    </div>
  ) : (
    <div className={className}>{body}</div>
  );
}
