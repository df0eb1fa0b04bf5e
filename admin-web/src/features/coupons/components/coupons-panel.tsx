import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Button, Price, useToast } from '@farm-store/shared-ui/host/kit';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons, type Coupon } from '../api/get-coupons';
import { CouponModal } from './coupon-modal';
import { formatDate } from '@/lib/format';
import { ActiveBadge } from '@/components/active-badge';
import { ListTable } from '@/components/list-table';
import { Panel } from '@/components/panel';

export function CouponsPanel() {
  const coupons = useCoupons();
  const deleteCoupon = useDeleteCoupon();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Coupon | null>(null);

  function onDelete(coupon: Coupon) {
    if (!window.confirm(`Are you sure you want to delete the coupon "${coupon.code}"?`)) return;
    deleteCoupon.mutate(coupon.id, {
      onSuccess: () => toast.success(`Coupon ${coupon.code} deleted.`),
      onError: (failure) => toast.error(errorMessage(failure, 'Failed to delete coupon.')),
    });
  }

  return (
    <Panel id="coupons" title="Coupons" className="panel--one-line-rows" actions={<Button onClick={() => setAdding(true)}>Add Coupon</Button>}>
      <ListTable
        caption="Coupons"
        rows={coupons.data}
        failed={coupons.isError}
        noun="coupons"
        columns={[
          { key: 'code', header: 'Code', render: (coupon) => <strong className="nowrap">{coupon.code}</strong> },
          {
            key: 'discount',
            header: 'Discount',
            render: (coupon) => (coupon.discount_type === 'percentage' ? <strong>{coupon.discount_value}%</strong> : <Price amount={coupon.discount_value} />),
          },
          { key: 'minimum', header: 'Min. purchase', render: (coupon) => <Price amount={coupon.min_purchase_amount} /> },
          {
            key: 'uses',
            header: 'Uses',
            render: (coupon) => (
              <span className="nowrap">
                {coupon.uses}
                {coupon.usage_limit !== null && ` / ${coupon.usage_limit}`}
              </span>
            ),
          },
          { key: 'expiry', header: 'Expires', render: (coupon) => <span className="nowrap">{formatDate(coupon.expiry_date)}</span> },
          { key: 'state', header: 'Status', render: (coupon) => <ActiveBadge active={coupon.is_active} off="Inactive" /> },
          {
            key: 'actions',
            header: 'Actions',
            render: (coupon) => (
              <span>
                <Button variant="secondary" aria-label={`Edit coupon ${coupon.code}`} disabled={deleteCoupon.isPending} onClick={() => setEditing(coupon)}>
                  Edit
                </Button>
                <Button
                  variant="danger"
                  aria-label={`Delete coupon ${coupon.code}`}
                  busy={deleteCoupon.isPending && deleteCoupon.variables === coupon.id}
                  disabled={deleteCoupon.isPending}
                  onClick={() => onDelete(coupon)}
                >
                  Delete
                </Button>
              </span>
            ),
          },
        ]}
      />
      <CouponModal open={adding} onClose={() => setAdding(false)} />
      {editing && <CouponModal key={editing.id} open coupon={editing} onClose={() => setEditing(null)} />}
    </Panel>
  );
}
