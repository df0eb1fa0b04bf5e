import type { useListSearch } from '@/lib/list-search';

interface ListSearchBarProps {
  /** From useListSearch(): the box's text and the search the list was asked for. */
  list: Pick<ReturnType<typeof useListSearch>, 'text' | 'setText' | 'search'>;
  label: string;
  placeholder: string;
  /** What the list holds, plural ("products"), for the count line. */
  noun: string;
  /** The matching count, once the first page has arrived. */
  total: number | undefined;
  /** A newer page is loading while the previous one stays up. */
  updating: boolean;
}

/** The search box above a server-paged list, and the count of what it found (read out when it changes). */
export function ListSearchBar({ list, label, placeholder, noun, total, updating }: ListSearchBarProps) {
  return (
    <div className="list-toolbar">
      <label className="field list-toolbar__search">
        <span>{label}</span>
        <input type="search" value={list.text} placeholder={placeholder} onChange={(e) => list.setText(e.target.value)} />
      </label>
      <p className="muted" aria-live="polite">
        {total !== undefined && (list.search.q ? `${total} found for "${list.search.q}"` : `${total} ${noun}`)}
        {updating && total !== undefined ? ' · updating…' : ''}
      </p>
    </div>
  );
}
