import type { ReactNode } from 'react';

/** The centred card that the login, code and profile screens share. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {intro && <p className="mt-2 text-gray-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export const inputClass =
  'block w-full rounded-lg border border-gray-300 px-4 py-3 text-base text-ink placeholder:text-gray-400 focus:border-brand-dark focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-red-600';

export const primaryButtonClass =
  'w-full rounded-full bg-ink px-6 py-3 font-semibold text-white transition hover:bg-gray-700 disabled:cursor-not-allowed disabled:opacity-60';

/** A field's validation message, tied to its input through aria-describedby. */
/** `alert` announces a message that arrives from the server, not while the shopper types. */
export function FieldError({ id, message, alert = false }: { id: string; message?: string; alert?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} role={alert ? 'alert' : undefined} className="mt-2 text-sm text-red-700">
      {message}
    </p>
  );
}
