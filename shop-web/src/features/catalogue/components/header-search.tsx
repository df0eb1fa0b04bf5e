import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@farm-store/contracts/search';
import { paths, searchHref } from '@/config/paths';
import './header-search.css';

// The suggestions (and the query code they use) load only once the shopper types: not part of the first load.
const SearchSuggestions = lazy(() => import('./search-suggestions').then((m) => ({ default: m.SearchSuggestions })));

/** Asks the store after the shopper pauses typing, not on every key. */
export const SUGGEST_AFTER_MS = 250;

/** The header's store-wide search: suggestions as the shopper types, Enter opens every result (`/search?q=`). */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const inputId = useId();
  const limitId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const onResults = pathname === paths.search;
  const [text, setText] = useState(() => (onResults ? (new URLSearchParams(search).get('q') ?? '').slice(0, SEARCH_MAX_LENGTH) : ''));
  const atLimit = text.length >= SEARCH_MAX_LENGTH;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const handle = setTimeout(() => setQuery(text.trim()), SUGGEST_AFTER_MS);
    return () => clearTimeout(handle);
  }, [text]);

  // A new screen closes the suggestions (a suggestion was followed, or the results page opened).
  useEffect(() => setOpen(false), [pathname, search]);
  // The box takes no more (maxLength): a paste past it is cut, and the shopper typing is told why, not left guessing.
  const limitShown = open && atLimit;

  function showAll() {
    const q = text.trim();
    if (!q) return;
    setOpen(false);
    void navigate(searchHref(q));
  }

  return (
    <form
      ref={formRef}
      role="search"
      className="header-search"
      // The results open from Enter and the button themselves, not from the submit event: a navigation started
      // inside a submit handler makes React read the form as a form action.
      onSubmit={(event) => event.preventDefault()}
      onBlur={(event) => {
        if (!formRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) showAll();
      }}
    >
      <label htmlFor={inputId} className="fsui-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        className="header-search__input"
        value={text}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        aria-describedby={limitShown ? limitId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      <button type="button" className="header-search__submit" aria-label={t('search.submit')} onClick={showAll}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {limitShown && (
        <p id={limitId} className="header-search__popup header-search__none" role="status">
          {t('search.tooLong', { max: SEARCH_MAX_LENGTH })}
        </p>
      )}
      {/* While the shopper types on, the last answer stays (no blinking); a cleared box closes it at once. */}
      {open && !atLimit && query.length >= 2 && text.trim().length >= 2 && (
        <Suspense fallback={null}>
          <SearchSuggestions query={query} />
        </Suspense>
      )}
    </form>
  );
}
