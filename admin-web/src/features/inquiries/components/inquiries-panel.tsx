import { Badge } from '@farm-store/shared-ui/host/kit';
import { useInquiries, type Inquiry } from '../api/get-inquiries';
import { ListTable, type ListColumns } from '@/components/list-table';
import { Panel } from '@/components/panel';
import { formatDateTime } from '@/lib/format';

/** Field names as people read them ("business_name" → "Business name"). */
const fieldName = (key: string) => key.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());

const columns: ListColumns<Inquiry> = [
  {
    key: 'type',
    header: 'Type',
    render: (inquiry) => <Badge tone={inquiry.inquiry_type === 'Vendor' ? 'blue' : 'yellow'}>{inquiry.inquiry_type}</Badge>,
  },
  {
    key: 'details',
    header: 'Details',
    render: (inquiry) => (
      <dl className="inquiry-fields">
        {Object.entries(inquiry.form_data)
          .filter(([, value]) => value)
          .map(([key, value]) => (
            <div key={key}>
              <dt>{fieldName(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    ),
  },
  { key: 'received', header: 'Received', render: (inquiry) => <span className="nowrap">{formatDateTime(inquiry.created_at)}</span> },
];

/** Vendor and franchise inquiries, read-only. */
export function InquiriesPanel() {
  const inquiries = useInquiries();
  return (
    <Panel id="inquiries" title="Inquiries">
      <ListTable caption="Vendor and franchise inquiries" rows={inquiries.data} failed={inquiries.isError} noun="inquiries" columns={columns} />
    </Panel>
  );
}
