import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_SUBSCRIPTIONS_PER_PAGE, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@farm-store/contracts/subscriptions';
import { Badge, Button, useToast } from '@farm-store/shared-ui/host/kit';
import { CellList } from '@/components/cell-list';
import { LabelledField } from '@/components/labelled-field';
import { ListPager } from '@/components/list-pager';
import { ListSearchBar } from '@/components/list-search-bar';
import { ListTable } from '@/components/list-table';
import { Panel } from '@/components/panel';
import { formatStoreDay } from '@/lib/format';
import { useListSearch } from '@/lib/list-search';
import { useSubscriptions, type AdminSubscription } from '../api/get-subscriptions';
import { useResumeSubscription } from '../api/resume-subscription';
import { PauseSubscriptionDialog, refusal } from './pause-subscription-dialog';
import { SubscriptionLoadCard } from './subscription-load';
import './subscriptions.css';

const STATUS_NAMES: Record<SubscriptionStatus, string> = { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' };
const STATUS_TONES = { active: 'green', paused: 'yellow', cancelled: 'grey' } as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function scheduleText(schedule: AdminSubscription['schedule']): string {
  if (schedule.kind === 'daily') return 'Daily';
  if (schedule.kind === 'alternate') return 'Alternate days';
  return (schedule.weekdays ?? []).map((d) => WEEKDAYS[d]).join(', ');
}

function pauseText(pause: NonNullable<AdminSubscription['pause']>): string {
  return pause.to === null ? `Paused from ${formatStoreDay(pause.from)} until resumed` : `Paused ${formatStoreDay(pause.from)} – ${formatStoreDay(pause.to)}`;
}

/** The status filter, kept in the URL beside the search (`?status=paused`); a new filter starts at page 1. */
function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = SUBSCRIPTION_STATUSES.find((s) => s === asked) ?? '';
  const setStatus = (to: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (to) next.set('status', to);
      else next.delete('status');
      next.delete('page');
      return next;
    });
  return [status, setStatus] as const;
}

/**
 * The staff Subscriptions tab: how many are active and paused, what tomorrow (or a chosen day) brings, and every
 * customer's subscriptions, searched and paged by the server, each paused or resumed on the customer's behalf.
 */
export function SubscriptionsPanel() {
  const list = useListSearch();
  const [status, setStatus] = useStatusFilter();
  const subscriptions = useSubscriptions({ ...list.search, status });
  const resume = useResumeSubscription();
  const toast = useToast();
  const [pausing, setPausing] = useState<AdminSubscription | null>(null);
  const page = subscriptions.data;
  const counts = page?.counts;

  const onResume = (subscription: AdminSubscription) =>
    resume.mutate(
      { id: subscription.id },
      {
        onSuccess: () => toast.success(`Resumed ${subscription.customer.name}'s subscription from the first day still open.`),
        onError: (failure) => toast.error(refusal(failure, 'The subscription could not be resumed. Please try again.')),
      },
    );

  return (
    <Panel id="subscriptions" title="Subscriptions">
      <ul className="subscription-counts" aria-label="Subscriptions by status">
        {(['active', 'paused'] as const).map((s) => (
          <li key={s}>
            <strong>{counts ? counts[s] : '…'}</strong> {STATUS_NAMES[s]}
          </li>
        ))}
      </ul>
      <SubscriptionLoadCard />
      <h3>Customers' subscriptions</h3>
      <div className="subscription-filters">
        <ListSearchBar
          list={list}
          label="Search by customer name or phone"
          placeholder="e.g. Padma or 98480"
          noun="subscriptions"
          total={page?.total}
          updating={subscriptions.isFetching}
        />
        <LabelledField label="Status">
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            {SUBSCRIPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_NAMES[s]}
              </option>
            ))}
          </select>
        </LabelledField>
      </div>
      <ListTable
        caption={list.search.q ? `Subscriptions of customers matching "${list.search.q}"` : "Customers' subscriptions, newest first"}
        rows={page?.items}
        failed={subscriptions.isError}
        noun="subscriptions"
        empty={list.search.q || status ? 'No subscription matches.' : undefined}
        columns={[
          {
            key: 'customer',
            header: 'Customer',
            render: (s) => (
              <div>
                <strong>{s.customer.name}</strong>
                <div className="nowrap">{s.customer.phone}</div>
              </div>
            ),
          },
          {
            key: 'items',
            header: 'Items',
            render: (s) => (
              <CellList items={s.items} none="No items">
                {(item) => `${item.name}${item.variantLabel ? `, ${item.variantLabel}` : ''} × ${item.quantity}`}
              </CellList>
            ),
          },
          {
            key: 'schedule',
            header: 'Schedule',
            render: (s) => (
              <div>
                {scheduleText(s.schedule)}
                <div className="muted nowrap">from {formatStoreDay(s.startDate)}</div>
              </div>
            ),
          },
          { key: 'slot', header: 'Slot', render: (s) => <span className="nowrap">{s.slot}</span> },
          {
            key: 'address',
            header: 'Address',
            render: (s) => (
              <div>
                <strong>{s.address.label}</strong>
                {s.address.text && <div>{s.address.text}</div>}
              </div>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            render: (s) => (
              <div className="subscription-status">
                <Badge tone={STATUS_TONES[s.status]}>{STATUS_NAMES[s.status]}</Badge>
                {s.pause && <span>{pauseText(s.pause)}</span>}
              </div>
            ),
          },
          {
            key: 'actions',
            header: 'Actions',
            render: (s) =>
              s.status === 'cancelled' ? (
                <span className="muted">None</span>
              ) : (
                <div className="subscription-actions">
                  <Button variant="secondary" disabled={resume.isPending} onClick={() => setPausing(s)} aria-label={`Pause ${s.customer.name}'s subscription`}>
                    Pause…
                  </Button>
                  {s.pause && (
                    <Button
                      variant="secondary"
                      busy={resume.isPending && resume.variables?.id === s.id}
                      disabled={resume.isPending}
                      onClick={() => onResume(s)}
                      aria-label={`Resume ${s.customer.name}'s subscription`}
                    >
                      Resume
                    </Button>
                  )}
                </div>
              ),
          },
        ]}
      />
      {page && (
        <ListPager
          label="Subscription pages"
          page={list.search.page}
          totalPages={Math.max(1, Math.ceil(page.total / ADMIN_SUBSCRIPTIONS_PER_PAGE))}
          onPage={list.setPage}
        />
      )}
      {pausing && <PauseSubscriptionDialog key={pausing.id} subscription={pausing} onClose={() => setPausing(null)} />}
    </Panel>
  );
}
