import { toast, Toaster } from 'sonner';
import { messages } from '../../../shared/messages';
import { ApiError } from '../../lib/api-client';

/**
 * Where the back office's outcomes show: a toast at the top of the viewport, so "Product
 * created" or a refusal is seen wherever the admin has scrolled (a notice at the top of a long
 * page was thousands of pixels out of sight). Imported by admin screens only, so the
 * storefront's chunks never carry it.
 */
const ADMIN_TOASTER_ID = 'admin';

export type AdminNotice = { kind: 'ok' | 'error'; text: string };

export function AdminToaster() {
  return <Toaster id={ADMIN_TOASTER_ID} position="top-center" richColors closeButton containerAriaLabel={messages.screenReader.notifications} />;
}

/** Errors stay longer: they usually ask the admin to do something. */
export function showAdminNotice({ kind, text }: AdminNotice): void {
  const show = kind === 'ok' ? toast.success : toast.error;
  show(text, { toasterId: ADMIN_TOASTER_ID, duration: kind === 'ok' ? 4000 : 8000 });
}

/** What a refused or failed call says to the admin: the server's reason when it gave one. */
export const adminFailureText = (error: unknown): string =>
  messages.common.errorAlert(error instanceof ApiError ? error.message : messages.common.somethingWentWrong);

/** The toast of a refused or failed call (a mutation's `onError`, a submit's `catch`). */
export function showAdminFailure(error: unknown): void {
  showAdminNotice({ kind: 'error', text: adminFailureText(error) });
}
