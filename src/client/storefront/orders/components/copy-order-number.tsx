import { useEffect, useState } from 'react';
import { messages } from '../../../../shared/messages';

/** The copy confirmation closes after 1 s. */
export const COPY_POPUP_MS = 1000;

/** Copies the short number (#1001), the one the shop asks for on the phone. */
export function CopyOrderNumber({ orderNumber }: { orderNumber: number }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`#${orderNumber}`);
      setCopied(true);
    } catch (error) {
      console.error('Could not copy the order number', error);
    }
  };

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={messages.orders.copyOrderNumber}
        title={messages.orders.copyOrderNumber}
        className="flex size-8 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-ink"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </svg>
      </button>
      {copied && (
        // Hangs from the button's end edge towards the order number: the button sits at the
        // end of the card's first line on a phone, so a popup centred on it ran off the screen.
        <span role="status" className="absolute end-0 top-full z-10 mt-1 whitespace-nowrap rounded-md bg-ink px-2 py-1 text-xs text-white shadow">
          {messages.orders.copied}
        </span>
      )}
    </span>
  );
}
