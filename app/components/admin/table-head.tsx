/** The header row of an admin table: column names, as column headers for screen readers. */
export function TableHead({ columns, cellClassName = "px-4 py-2" }: { columns: readonly string[]; cellClassName?: string }) {
  return (
    <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
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
