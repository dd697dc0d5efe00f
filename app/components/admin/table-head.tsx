/**
 * Classes for an admin table that turns into cards below 640 px: the table, body and rows
 * become blocks and each cell shows its column name (its data-label) above its value, so a
 * phone never scrolls sideways. The markup stays one table for screen readers.
 */
export const stackedTable = {
  table: "w-full text-left text-sm max-sm:block",
  head: "max-sm:sr-only",
  body: "divide-y divide-slate-100 max-sm:block",
  row: "align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-3 max-sm:py-4",
  cell: "px-3 py-3 max-sm:block max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]",
} as const;

/** The header row of an admin table: column names, as column headers for screen readers. */
export function TableHead({
  columns,
  cellClassName = "px-4 py-2",
  className = "",
}: {
  columns: readonly string[];
  cellClassName?: string;
  className?: string;
}) {
  return (
    <thead className={`bg-slate-50 text-xs uppercase tracking-wide text-slate-600 ${className}`}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={`${cellClassName} font-semibold`}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
