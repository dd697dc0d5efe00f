/** A list of short points, each with a green tick. */
export function CheckList({
  items,
  className,
  itemClassName = "flex items-center gap-2",
}: {
  items: readonly string[];
  className: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <CheckIcon />
          {item}
        </li>
      ))}
    </ul>
  );
}

export function CheckIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="#15803d" strokeWidth="3" className="shrink-0">
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}
