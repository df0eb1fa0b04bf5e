import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminDataKey } from './admin-data';
import { api, type ContractName } from './api-client';

/** How long typing must pause before the list is searched (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListSearch {
  /** What the list is searched for ('' = everything). */
  q: string;
  /** From 1. */
  page: number;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  /** At least 1. */
  totalPages: number;
}

/**
 * One page of a list the API pages and searches (`?page&limit&q`, the matching count in `x-total-count`), as the
 * admin's Products and Users tabs read it.
 */
export async function getListPage<Row>(path: string, { q, page }: ListSearch, perPage: number, contract: ContractName): Promise<ListPage<Row>> {
  const query = new URLSearchParams({ page: String(page), limit: String(perPage) });
  if (q) query.set('q', q);
  let total: number | null = null;
  const rows = await api.get<Row[]>(`${path}?${query}`, {
    contract,
    onHeaders: (headers) => {
      const counted = Number(headers.get('x-total-count'));
      total = headers.has('x-total-count') && Number.isFinite(counted) ? counted : null;
    },
  });
  const known = total ?? (page - 1) * perPage + rows.length;
  return { rows, total: known, totalPages: Math.max(1, Math.ceil(known / perPage)) };
}

/** What a list shows with nothing in the URL: everything, from the first page. */
const FIRST_PAGE: ListSearch = { q: '', page: 1 };

/**
 * The query of one page of such a list (`get` fetches it), keyed under the dashboard's data as `name`; the previous
 * page stays on screen while the next one loads.
 */
export const listPageQueryOptions = <Row>(name: string, get: (search: ListSearch) => Promise<ListPage<Row>>, search: ListSearch = FIRST_PAGE) =>
  queryOptions({ queryKey: [...adminDataKey, name, search], queryFn: () => get(search), placeholderData: keepPreviousData });

/**
 * A searched, paged list whose search and page live in the URL (`?q=ghee&page=2`), so reload, back and a shared
 * link keep them. The box answers every key at once; the URL (and so the request) follows once typing pauses for
 * SEARCH_DEBOUNCE_MS, and a new search starts again at page 1.
 */
export function useListSearch() {
  const [search, setSearch] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const asked = Number(search.get('page'));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const [text, setText] = useState(q);

  // Back/forward or a link changed the search: the box shows it (a trailing space being typed is kept).
  useEffect(() => setText((typed) => (typed.trim() === q ? typed : q)), [q]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set('q', wanted);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, setSearch]);

  const setPage = (to: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (to > 1) next.set('page', String(to));
      else next.delete('page');
      return next;
    });

  return { text, setText, search: { q, page } satisfies ListSearch, setPage };
}
