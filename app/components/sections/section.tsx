import type { ReactNode } from "react";

type SectionProps = {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Alternate background, to separate neighbouring sections. */
  muted?: boolean;
};

/** A page section with its h2; the content below sets its own grid. */
export function Section({ id, title, intro, children, muted = false }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={muted ? "bg-slate-50" : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <div className="mt-3 max-w-3xl text-slate-600">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** A white card with a border, the building block of most grids. */
export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>{children}</div>;
}
