import { useState, type FormEvent } from 'react';
import { Button, useToast } from '@farm-store/shared-ui/host/kit';
import { errorMessage } from '@/lib/api-client';
import { useExportOrders } from '../api/export-orders';
import { CSV_TYPE, saveFile } from '@farm-store/shared-ui/host/save-file';
import type { DeliveryStatus } from '../api/get-orders';
import { LabelledInput } from '@/components/labelled-field';

/** Export CSV: the orders of a date range (and the status chosen in the list's filter) as a spreadsheet file. */
export function ExportOrdersForm({ status }: { status: DeliveryStatus | '' }) {
  const exportOrders = useExportOrders();
  const toast = useToast();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (from && to && from > to) {
      toast.error('The start date is after the end date.');
      return;
    }
    exportOrders.mutate(
      { from, to, status },
      {
        onSuccess: (csv) => saveFile(csv, `orders-${from || 'start'}-to-${to || 'today'}.csv`, CSV_TYPE),
        onError: (failure) => toast.error(errorMessage(failure, 'Failed to export orders.')),
      },
    );
  }

  return (
    <form className="orders-export" onSubmit={onSubmit} aria-label="Export orders">
      <LabelledInput label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      <LabelledInput label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      <Button type="submit" variant="secondary" busy={exportOrders.isPending}>
        Export CSV
      </Button>
    </form>
  );
}
