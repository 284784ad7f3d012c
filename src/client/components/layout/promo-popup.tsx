import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { WELCOME_CODE, WELCOME_DISCOUNT_PERCENT } from '../../../shared/promo-code';
import { safeStorage, storageKeys } from '../../lib/storage-keys';
import { paths } from '../../paths';
import { CloseIcon } from './icons';

const t = messages.layout;
type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The first-visit offer. It is a non-modal dialog on purpose: it does not steal focus or block
 * the page a shopper came for (a first visit is often straight to a product or the checkout).
 * It is named and described for screen readers, announced through a live region, reachable
 * early in the tab order (rendered inline after the header), and Escape or Close dismiss it.
 */
export function PromoPopup({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const codeRef = useRef<HTMLElement>(null);

  // "Seen" means shown: the flag is written once the popup is actually on screen.
  useEffect(() => {
    safeStorage.set(storageKeys.offerPopupSeen, 'true');
  }, []);

  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = window.setTimeout(() => setCopyState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(WELCOME_CODE);
      setCopyState('copied');
    } catch {
      // No clipboard (old browser, denied permission): select the code so a long-press copies it.
      const selection = window.getSelection();
      if (codeRef.current && selection) selection.selectAllChildren(codeRef.current);
      setCopyState('failed');
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Content
        onOpenAutoFocus={(event) => event.preventDefault()}
        onFocusOutside={(event) => event.preventDefault()}
        data-testid="promo-popup"
        className="promo-card fixed inset-x-3 bottom-3 z-50 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-black/10 sm:inset-x-auto sm:end-6 sm:bottom-28 sm:w-96"
      >
        <div className="bg-gradient-to-br from-orange-100 via-rose-50 to-amber-50 px-5 pt-5 pb-4 sm:px-6 sm:pt-6">
          <p className="text-xs font-semibold tracking-[0.25em] text-brand-dark uppercase">{t.promoEyebrow}</p>
          <Dialog.Title className="mt-1.5 pe-8 font-serif text-2xl leading-tight font-semibold text-ink sm:text-3xl">
            {t.promoTitle(WELCOME_DISCOUNT_PERCENT)}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{t.promoText}</Dialog.Description>
        </div>
        <div className="space-y-3 px-5 py-4 sm:px-6 sm:py-5">
          <div className="flex items-stretch gap-2">
            <code
              ref={codeRef}
              className="flex flex-1 items-center justify-center rounded-lg border-2 border-dashed border-gray-400 font-mono text-lg font-bold tracking-[0.3em] text-ink select-all"
            >
              {WELCOME_CODE}
            </code>
            <button
              type="button"
              onClick={() => void copy()}
              className="min-w-28 rounded-lg bg-ink px-4 py-3 text-sm font-semibold text-white hover:bg-gray-700"
            >
              {copyState === 'copied' ? t.codeCopied : t.copyCode}
            </button>
          </div>
          {/* Always in the DOM so screen readers hear the change; shown only when copying failed. */}
          <p role="status" className={copyState === 'failed' ? 'text-center text-xs text-gray-600' : 'sr-only'}>
            {copyState === 'copied' ? t.codeCopied : copyState === 'failed' ? t.copyFailed : ''}
          </p>
          <Link
            to={paths.collections}
            onClick={() => onOpenChange(false)}
            className="block rounded-lg border border-ink py-3 text-center text-sm font-semibold text-ink hover:bg-ink hover:text-white"
          >
            {t.shopAll}
          </Link>
        </div>
        <Dialog.Close
          aria-label={t.close}
          className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-white/70"
        >
          <CloseIcon />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  );
}
