import { useState } from 'react';
import { Button } from '@farm-store/shared-ui/host/kit';
import { CSV_TYPE, saveFile } from '@farm-store/shared-ui/host/save-file';
import { LabelledInput } from '@/components/labelled-field';
import { Panel } from '@/components/panel';
import { errorMessage } from '@/lib/api-client';
import { lastMonth } from '@/lib/period';
import { useExportGst, type GstTable } from '../api/gst-export';
import './gst.css';

const TABLES: Array<{ table: GstTable; label: string }> = [
  { table: 'bills', label: 'Bills & credit notes CSV' },
  { table: 'hsn', label: 'HSN summary CSV' },
  { table: 'b2c', label: 'B2C by state CSV' },
];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month's tables for the GST return, as CSV files for the accountant; last month unless another is chosen. */
export function GstExportForm({ now = () => new Date() }: { now?: () => Date }) {
  const [month, setMonth] = useState(() => lastMonth(now()));
  const [asked, setAsked] = useState<GstTable | null>(null);
  const [failure, setFailure] = useState('');
  const exportGst = useExportGst();
  const monthOk = MONTH.test(month);

  function onExport(table: GstTable) {
    setAsked(table);
    setFailure('');
    exportGst.mutate(
      { month, table },
      {
        onSuccess: (csv: string) => saveFile(csv, `gst-${table}-${month}.csv`, CSV_TYPE),
        onError: (error: unknown) => setFailure(errorMessage(error, 'Failed to export the GST tables. Please try again.')),
      },
    );
  }

  return (
    <Panel id="gst-export" title="Month's GST export">
      <div className="gst-export">
        <LabelledInput label="Month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        {TABLES.map(({ table, label }) => (
          <Button
            key={table}
            variant="secondary"
            busy={exportGst.isPending && asked === table}
            disabled={exportGst.isPending || !monthOk}
            onClick={() => onExport(table)}
          >
            {label}
          </Button>
        ))}
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </Panel>
  );
}
