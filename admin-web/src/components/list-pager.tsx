import { Button } from '@farm-store/shared-ui/host/kit';

/** Previous / "Page 2 of 25" / Next under a server-paged list; nothing when everything fits on one page. */
export function ListPager({ label, page, totalPages, onPage }: { label: string; page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav className="fsui-pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, totalPages))}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
