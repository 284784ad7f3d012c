import { messages } from '../../../../shared/messages';

/** Placeholder shapes while the cart loads, so the page does not jump when it arrives. */
export function CartSkeleton() {
  return (
    <div role="status" aria-label={messages.layout.loading} className="grid animate-pulse gap-8 lg:grid-cols-[1fr_20rem]">
      <ul className="divide-y divide-gray-100">
        {[0, 1, 2].map((key) => (
          <li key={key} className="flex gap-4 py-4">
            <div className="h-28 w-22 rounded-lg bg-gray-200" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-4 w-2/3 rounded bg-gray-200" />
              <div className="h-3 w-1/4 rounded bg-gray-200" />
              <div className="h-3 w-1/3 rounded bg-gray-200" />
              <div className="mt-auto h-9 w-28 rounded-full bg-gray-200" />
            </div>
          </li>
        ))}
      </ul>
      <div className="h-44 rounded-2xl bg-gray-200" />
    </div>
  );
}
