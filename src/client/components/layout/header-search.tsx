import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ProductAnswer } from '../../../shared/contract/answers';
import { messages } from '../../../shared/messages';
import { callApi, endpoints } from '../../lib/api-client';
import { paths } from '../../paths';
import { CloseIcon, SearchIcon } from './icons';
import { productTitle } from '../../../shared/catalogue-text';

const t = messages.productList;
// Wait for a pause in typing before asking, and ask for a handful: suggestions, not results.
const SUGGEST_DELAY_MS = 250;
const SUGGESTIONS = 6;

type Suggestion = Pick<ProductAnswer, '_id' | 'title' | 'titleAr' | 'finalPrice'>;

/** Suggestions for the words typed, a pause after the last key; a newer word cancels the older request. */
function useSuggestions(q: string): Suggestion[] {
  const [found, setFound] = useState<{ q: string; products: Suggestion[] }>({ q: '', products: [] });
  const words = q.trim();
  useEffect(() => {
    if (words.length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      callApi(endpoints.catalogue.productPage, { query: { q: words, pageSize: SUGGESTIONS }, anonymous: true, signal: controller.signal })
        .then((answer) => setFound({ q: words, products: answer.products }))
        .catch(() => undefined); // aborted or failed: the shopper can still press Enter
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [words]);
  return words.length >= 2 && found.q === words ? found.products : [];
}

/**
 * The header's search: a combobox whose listbox suggests products as the shopper types
 * (arrow keys move, Enter opens the chosen one, Escape closes); Enter on the words opens
 * /search?q=. On a phone it opens over the header row from a search button.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [q, setQ] = useState(() => (pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : ''));
  const [open, setOpen] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(q);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  // The last option is "See all results", the same as pressing Enter.
  const options = q.trim() ? [...suggestions.map((product) => ({ id: product._id, label: productTitle(product), to: paths.productDetails(product._id) })), { id: 'all', label: t.seeAllResults(q.trim()), to: paths.search(q.trim()) }] : [];
  const expanded = open && suggestions.length > 0;

  // A new page closes the suggestions (and the phone's search row).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
    setPhoneOpen(false);
    setActive(-1);
  }

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    // Off the field, so the phone's keyboard closes on the new page.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    void navigate(to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? options[active] : undefined;
    if (chosen) go(chosen.to);
    else if (q.trim()) go(paths.search(q.trim()));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Wraps around: down from the last goes to the first, up from the input to the last.
      setActive((current) => (current < 0 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (phoneOpen) setPhoneOpen(false);
    }
  };
  const activeOption = expanded && active >= 0 && active < options.length ? options[active] : undefined;

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setPhoneOpen(true);
          window.setTimeout(() => input.current?.focus());
        }}
        aria-label={t.searchLabel}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-gray-100 md:hidden"
      >
        <SearchIcon />
      </button>
      <form
        role="search"
        onSubmit={submit}
        className={`${phoneOpen ? 'absolute inset-0 z-10 flex items-center gap-1 bg-white px-2' : 'hidden'} md:relative md:inset-auto md:z-auto md:me-2 md:flex md:w-64 md:bg-transparent md:px-0 lg:w-72`}
      >
        <div className="relative flex-1">
          <SearchIcon width={18} height={18} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-gray-500" />
          <input
            ref={input}
            type="search"
            name="q"
            role="combobox"
            aria-label={t.searchLabel}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${id}-${activeOption.id}` : undefined}
            placeholder={t.searchPlaceholder}
            value={q}
            maxLength={100}
            enterKeyHint="search"
            onChange={(event) => {
              setQ(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
            className="h-11 w-full rounded-full border border-gray-300 bg-gray-50 ps-10 pe-4 text-base md:h-10 md:text-sm"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t.suggestions}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
          >
            {expanded &&
              options.map((option, index) => (
                <li
                  key={option.id}
                  id={`${id}-${option.id}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option.to)}
                  className={`cursor-pointer px-4 py-3 text-sm ${index === active ? 'bg-gray-100' : ''} ${option.id === 'all' ? 'font-semibold' : ''}`}
                >
                  {option.label}
                </li>
              ))}
          </ul>
        </div>
        <button type="submit" className="sr-only">
          {t.searchSubmit}
        </button>
        {phoneOpen && (
          <button type="button" onClick={() => setPhoneOpen(false)} aria-label={t.closeSearch} className="inline-flex size-11 items-center justify-center rounded-full md:hidden">
            <CloseIcon />
          </button>
        )}
      </form>
    </>
  );
}
