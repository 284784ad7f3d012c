import { useEffect, useState } from 'react';

/** Error messages clear after 3 s. */
export const MESSAGE_CLEAR_MS = 3000;

/** A message that clears itself a while after it was set (the spec's passing error lines). */
export function useTransientMessage(clearAfterMs = MESSAGE_CLEAR_MS) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), clearAfterMs);
    return () => window.clearTimeout(timer);
  }, [message, clearAfterMs]);
  return [message, setMessage] as const;
}
