import { Button, useToast } from '@farm-store/shared-ui/host/kit';
import { errorMessage } from '@/lib/api-client';
import { useFailedMessages } from '../api/get-failed-messages';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { useRetryMessage } from '../api/retry-message';
import { ListTable } from '@/components/list-table';
import { Panel } from '@/components/panel';
import { formatDateTime } from '@/lib/format';
import './notifications.css';

const EVENT_NAMES: Record<string, string> = {
  placed: 'Order placed',
  assigned: 'Partner assigned',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  shipped: 'Shipped',
  partner_assigned: 'New assignment (partner)',
};

/** Order SMS that could not be sent after every retry, each with a way to send it again. */
export function FailedMessagesPanel() {
  const failed = useFailedMessages();
  const retry = useRetryMessage();
  const toast = useToast();
  return (
    <Panel id="failed-messages" title="Unsent messages">
      <p className="failed-messages__note">SMS about orders that could not be sent after every retry. Check the number, then send again.</p>
      <ListTable
        caption="Order messages that could not be sent"
        rows={failed.data}
        failed={failed.isError}
        noun="unsent messages"
        empty="Every message was sent."
        columns={[
          { key: 'when', header: 'Written', render: (m) => <span className="nowrap">{formatDateTime(m.created_at)}</span> },
          { key: 'order', header: 'Order', render: (m) => `#${shortOrderId(m.order_id)}` },
          { key: 'what', header: 'Message', render: (m) => EVENT_NAMES[m.event] ?? m.event },
          { key: 'to', header: 'To', render: (m) => <span className="nowrap">{m.to}</span> },
          { key: 'error', header: 'Last error', render: (m) => m.last_error ?? '' },
          {
            key: 'retry',
            header: 'Action',
            render: (m) => (
              <Button
                variant="secondary"
                busy={retry.isPending}
                disabled={retry.isPending}
                onClick={() =>
                  retry.mutate(m.id, {
                    onSuccess: () => toast.success('The message will be sent again.'),
                    onError: (failure) => toast.error(errorMessage(failure, 'Failed to queue the message again.')),
                  })
                }
              >
                Send again
              </Button>
            ),
          },
        ]}
      />
    </Panel>
  );
}
