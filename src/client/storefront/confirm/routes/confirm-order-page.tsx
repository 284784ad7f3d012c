import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../paths';
import { useAnswerConfirmation, useConfirmationOrder } from '../api/confirm-order';
import { ConfirmationOrderCard } from '../components/confirmation-order';
import { standingOf } from '../components/order-standing';

const t = messages.confirmPage;
// The cancel question (Radix) loads when the shopper reaches for Cancel order, not with the page.
const loadCancelDialog = () => import('../components/cancel-confirmation-dialog');
const CancelConfirmationDialog = lazy(() => loadCancelDialog().then((module) => ({ default: module.CancelConfirmationDialog })));
const linkClass = 'font-semibold text-brand-dark underline underline-offset-2 hover:text-ink';

/**
 * /confirm/{token}: the customer confirms or cancels a cash-on-delivery order from the link in
 * the order e-mail or WhatsApp message, without signing in (the link is the key).
 */
export function Component() {
  const { token = '' } = useParams();
  useDocumentTitle(t.title);
  useNoIndex();
  const order = useConfirmationOrder(token);
  const answer = useAnswerConfirmation(token);
  const heading = useRef<HTMLHeadingElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [cancelAsked, setCancelAsked] = useState(false);
  const [cancelDialogWanted, setCancelDialogWanted] = useState(false);

  const answered = answer.isSuccess ? answer.variables : undefined;
  const refusal = answer.error instanceof ApiError && answer.error.status < 500 ? answer.error : null;
  // After an answer, or a refused one, the heading says what happened: focus moves there, so a
  // screen reader reads it and a phone shows it.
  useEffect(() => {
    if (answered || refusal) heading.current?.focus();
  }, [answered, refusal]);

  if (order.isPending) {
    return (
      <Frame>
        <div role="status" aria-label={messages.layout.loading} className="h-96 animate-pulse rounded-2xl bg-gray-100" />
      </Frame>
    );
  }
  const current = order.data;
  if (!current || refusal?.status === 404) {
    const lost = refusal?.status === 404 ? refusal : order.error;
    const notFound = lost instanceof ApiError && lost.status === 404;
    return (
      <Frame>
        <h1 className="mb-3 text-2xl font-bold">{notFound ? t.notFoundTitle : t.failedTitle}</h1>
        <p className="mb-6 text-gray-700">{notFound ? t.notFoundBody : t.failedBody}</p>
        {!notFound && (
          <button type="button" onClick={() => void order.refetch()} className="mb-6 rounded-full bg-ink px-6 py-3 font-semibold text-white hover:bg-gray-700">
            {t.retry}
          </button>
        )}
        <FurtherLinks />
      </Frame>
    );
  }

  const standing = standingOf(current);
  // A refused answer (409) means the order moved on meanwhile: the page reads it again and says where it stands.
  const canAnswer = standing === 'awaiting' && !answered && !refusal;
  const title = answered === 'confirm' ? t.confirmedTitle : answered === 'cancel' ? t.cancelledTitle : t.title;
  const busy = answer.isPending;

  let message: ReactNode;
  if (answered) {
    message = (
      <p role="status" className={`rounded-xl border p-4 ${answered === 'confirm' ? 'border-green-200 bg-green-50 text-green-900' : 'border-gray-200 bg-gray-50 text-gray-800'}`}>
        {answered === 'confirm' ? t.confirmedBody : t.cancelledBody}
      </p>
    );
  } else if (!canAnswer) {
    message = (
      <div role={refusal ? 'alert' : undefined} data-testid="confirm-standing" className="space-y-1 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
        {refusal && <p className="font-semibold">{refusal.message}</p>}
        <p>{t.already[standing === 'awaiting' ? 'other' : standing]}</p>
      </div>
    );
  } else {
    message = <p className="text-gray-700">{t.intro}</p>;
  }

  return (
    <Frame>
      <h1 ref={heading} tabIndex={-1} className="mb-3 text-2xl font-bold focus:outline-none">
        {title}
      </h1>
      <div className="mb-6">{message}</div>
      <ConfirmationOrderCard order={current} />
      {canAnswer && (
        <div className="mt-6 space-y-3">
          {answer.isError && !refusal && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {t.answerFailed}
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              disabled={busy}
              onClick={() => answer.mutate('confirm')}
              className="min-h-12 rounded-full bg-green-700 px-8 py-3 font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy && answer.variables === 'confirm' ? t.confirming : t.confirm}
            </button>
            <button
              ref={cancelButton}
              type="button"
              disabled={busy}
              aria-haspopup="dialog"
              aria-expanded={cancelAsked}
              onPointerEnter={() => void loadCancelDialog()}
              onFocus={() => void loadCancelDialog()}
              onClick={() => {
                setCancelDialogWanted(true);
                setCancelAsked(true);
              }}
              className="min-h-12 rounded-full border border-red-300 px-8 py-3 font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy && answer.variables === 'cancel' ? t.cancelling : t.cancel}
            </button>
          </div>
        </div>
      )}
      {cancelDialogWanted && (
        <Suspense fallback={null}>
          <CancelConfirmationDialog open={cancelAsked} onOpenChange={setCancelAsked} onConfirm={() => answer.mutate('cancel')} returnFocusTo={cancelButton} />
        </Suspense>
      )}
      <div className="mt-8">
        <FurtherLinks />
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <section className="mx-auto max-w-2xl px-4 py-8 sm:py-10">{children}</section>;
}

function FurtherLinks() {
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-2">
      <Link to={paths.collections} className={linkClass}>
        {t.continueShopping}
      </Link>
      <Link to={paths.contact} className={linkClass}>
        {t.contactUs}
      </Link>
    </p>
  );
}

/** A confirmation link is one customer's: search engines must not keep the page. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
