import { Trans, useLingui } from '@lingui/react/macro';
import { Table2 } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { Button } from './button';
import { type DataColumn, DataTable } from './data-table';
import { EmptyState } from './empty-state';

export interface ChartData<TRow> {
  /** Names the table; the panel's title without one. */
  caption?: string;
  columns: readonly ChartTableColumn[];
  rows: readonly TRow[];
  keyOf: (row: TRow) => string;
  /** A row's cells, one per column; the first names the row. */
  cellsOf: (row: TRow) => readonly ReactNode[];
}

interface ChartPanelProps<TRow> {
  title: string;
  description?: ReactNode;
  /** The chart's accessible name, saying what it draws, e.g. "Bar chart of new enrolments per week". */
  chartLabel: string;
  /** The chart; it is drawn for the eye, as the table carries the same numbers. */
  chart: ReactNode;
  /** The chart's numbers as a table: always there for screen readers, shown on screen with "Show table". */
  data: ChartData<TRow>;
  /** Said instead of the chart and table when there is nothing to draw. */
  empty: ComponentProps<typeof EmptyState>;
  /** Whether there is nothing to draw; by default, when the table has no rows. */
  isEmpty?: boolean;
  /** The drawing area's height in pixels; the chart fills it, as wide as the panel. */
  height?: number;
}

/**
 * A chart in a titled panel. The drawing is one image with an accessible name; its numbers are a
 * real table that screen readers always reach and anyone can bring on screen with "Show table".
 * Shown, the table sits in a frame that scrolls sideways on a phone and takes keyboard focus.
 */
export function ChartPanel<TRow>({
  title,
  description,
  chartLabel,
  chart,
  data,
  empty,
  isEmpty = data.rows.length === 0,
  height = 256,
}: ChartPanelProps<TRow>) {
  const { t } = useLingui();
  const headingId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
        {!isEmpty && (
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={showTable}
            onClick={() => setShowTable((shown) => !shown)}
            className={showTable ? 'border-indigo-300 bg-indigo-50 text-indigo-800 hover:bg-indigo-100' : undefined}
            icon={Table2}
          >
            <Trans>Show table</Trans>
          </Button>
        )}
      </div>
      {isEmpty ? (
        <EmptyState {...empty} />
      ) : (
        <>
          <div role="img" aria-label={chartLabel} className="mt-4 w-full min-w-0" style={{ height }}>
            {chart}
          </div>
          <section
            aria-label={showTable ? t`${title}: table` : undefined}
            tabIndex={showTable ? 0 : undefined}
            className={
              showTable
                ? 'mt-4 overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600'
                : 'sr-only'
            }
          >
            <ChartTable
              caption={data.caption ?? title}
              columns={data.columns}
              rows={data.rows.map((row) => ({ key: data.keyOf(row), cells: data.cellsOf(row) }))}
            />
          </section>
        </>
      )}
    </section>
  );
}

interface ChartTableColumn {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

interface ChartTableRow {
  key: string;
  /** One cell per column; the first names the row. */
  cells: readonly ReactNode[];
}

/** The numbers behind a chart: the first column heads each row. */
function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly ChartTableColumn[];
  rows: readonly ChartTableRow[];
}) {
  const tableColumns = columns.map(({ label, numeric }, index): DataColumn<ChartTableRow> => {
    const align = numeric ? 'text-right' : 'text-left';
    return {
      heading: label,
      headingClassName: align,
      className: index === 0 ? 'text-left font-medium break-words text-slate-900' : `tabular-nums ${align}`,
      cell: (row) => row.cells[index],
    };
  });
  return (
    <DataTable
      caption={caption}
      columns={tableColumns}
      rows={rows}
      keyOf={(row) => row.key}
      rowHeaders
      cellPadding="px-2 py-2"
      className="w-full text-sm text-slate-800"
      headClassName="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase"
    />
  );
}
