/** One dashboard figure: a label, the value (undefined while loading: a skeleton), a hint and its colour dot. */
export type Figure = { label: string; value: string | undefined; hint: string | undefined; accent: string };

const cardClass = 'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6';

/** A row of figure cards, the dashboard's one card style (cash, confirmation, courier cash). */
export function FigureCards({ figures, busy, testId }: { figures: Figure[]; busy: boolean; testId: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-busy={busy}>
      {figures.map((figure) => (
        <li key={figure.label} className={cardClass} data-testid={testId}>
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${figure.accent}`} />
            <h3 className="text-sm font-medium tracking-wide text-gray-600 uppercase">{figure.label}</h3>
          </div>
          {figure.value === undefined ? (
            <div className="mt-3 h-9 w-32 animate-pulse rounded-lg bg-gray-100" />
          ) : (
            <>
              <p className="mt-3 text-3xl font-bold tabular-nums text-ink">{figure.value}</p>
              <p className="mt-1 text-sm text-gray-600">{figure.hint}</p>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
