/** Pieces that several back-office screens draw alike. Admin screens only. */

/** A screen's title and the sentence under it that says what the screen is for. */
export function AdminScreenHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">{intro}</p>
    </div>
  );
}

/** A list that could not be read, with a button to read it again. */
export function AdminLoadFailed({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <span>{text}</span>
      <button type="button" onClick={onRetry} className="rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-medium">
        {retryLabel}
      </button>
    </div>
  );
}
