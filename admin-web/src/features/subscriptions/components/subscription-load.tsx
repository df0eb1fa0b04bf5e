import { useId, useState } from 'react';
import { CellList } from '@/components/cell-list';
import { LabelledInput } from '@/components/labelled-field';
import { ListTable } from '@/components/list-table';
import { errorMessage } from '@/lib/api-client';
import { formatStoreDay } from '@/lib/format';
import { storeTomorrow } from '@/lib/period';
import { useSubscriptionLoad, type SubscriptionLoad } from '../api/get-subscription-load';

type Line = SubscriptionLoad['items'][number];

const ZONE_NAMES: Record<string, string> = { hyderabad: 'Hyderabad', telangana: 'Telangana (outside Hyderabad)' };
const zoneName = (zone: string | null) => (zone === null ? 'Address not placed' : (ZONE_NAMES[zone] ?? zone.charAt(0).toUpperCase() + zone.slice(1)));
const product = (line: Line) => (line.variantLabel ? `${line.name}, ${line.variantLabel}` : line.name);
const deliveries = (n: number) => `${n} ${n === 1 ? 'delivery' : 'deliveries'}`;

/**
 * What the subscriptions bring on a day (tomorrow unless another is chosen): units per product, and per zone what to
 * send there. What to source from the farm tonight.
 */
export function SubscriptionLoadCard() {
  const tomorrow = storeTomorrow(new Date());
  const [date, setDate] = useState(tomorrow);
  const load = useSubscriptionLoad(date);
  const data = load.data;
  const headingId = useId();
  const title = date === tomorrow ? "Tomorrow's load" : `Load for ${formatStoreDay(date)}`;
  return (
    <section className="subscription-load" aria-labelledby={headingId}>
      <div className="list-toolbar">
        <h3 id={headingId}>{title}</h3>
        <LabelledInput
          label="Delivery day"
          type="date"
          value={date}
          min={tomorrow}
          // A half-typed date is not asked for; the last whole one stays.
          onChange={(e) => /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && setDate(e.target.value)}
        />
      </div>
      {load.isError ? (
        <p className="form-error" role="alert">
          {errorMessage(load.error, 'Could not load what subscriptions bring that day. Please try again.')}
        </p>
      ) : (
        <p className="muted" aria-live="polite">
          {data ? `${deliveries(data.deliveries)} on ${formatStoreDay(data.date)}` : 'Loading…'}
          {load.isFetching && data ? ' · updating…' : ''}
        </p>
      )}
      <div className="subscription-load__tables">
        <ListTable
          caption={`Units per product, ${formatStoreDay(date)}`}
          rows={data?.items.map((line) => ({ ...line, id: line.variantId }))}
          failed={load.isError}
          noun="products"
          empty="Nothing comes that day."
          columns={[
            { key: 'product', header: 'Product', render: (line) => product(line) },
            { key: 'units', header: 'Units', align: 'end', render: (line) => line.units },
          ]}
        />
        <ListTable
          caption={`Units per zone, ${formatStoreDay(date)}`}
          rows={data?.zones.map((zone) => ({ ...zone, id: zone.zone ?? 'none' }))}
          failed={load.isError}
          noun="zones"
          empty="Nothing comes that day."
          columns={[
            { key: 'zone', header: 'Zone', render: (zone) => <strong>{zoneName(zone.zone)}</strong> },
            { key: 'deliveries', header: 'Deliveries', align: 'end', render: (zone) => zone.deliveries },
            {
              key: 'units',
              header: 'Units',
              render: (zone) => (
                <CellList items={zone.items} none="Nothing">
                  {(line) => `${product(line)}: ${line.units}`}
                </CellList>
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}
