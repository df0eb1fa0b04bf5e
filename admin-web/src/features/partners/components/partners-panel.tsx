import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Badge, Button, DataTable, useToast } from '@shared-ui-host/kit';
import { usePartners } from '../api/get-partners';
import { useUpdatePartner } from '../api/update-partner';
import { AddPartnerModal } from './add-partner-modal';

export function PartnersPanel() {
  const partners = usePartners();
  const updatePartner = useUpdatePartner();
  const toast = useToast();
  const [adding, setAdding] = useState(false);

  return (
    <section className="panel" aria-labelledby="partners-heading">
      <div className="panel__header">
        <h2 id="partners-heading">Delivery Partners</h2>
        <Button onClick={() => setAdding(true)}>Add Partner</Button>
      </div>
      <DataTable
        caption="Delivery partners"
        captionHidden
        rows={partners.data ?? []}
        rowKey={(partner) => partner.id}
        empty={partners.isPending ? 'Loading partners…' : 'No delivery partners yet.'}
        columns={[
          {
            key: 'name',
            header: 'Partner',
            render: (partner) => (
              <div>
                <strong>{partner.name}</strong>
                <div className="muted id-text">{partner.id}</div>
              </div>
            ),
          },
          { key: 'phone', header: 'Phone', render: (partner) => <span className="nowrap">{partner.phone}</span> },
          {
            key: 'state',
            header: 'Status',
            render: (partner) => <Badge tone={partner.active ? 'green' : 'grey'}>{partner.active ? 'Active' : 'Disabled'}</Badge>,
          },
          {
            key: 'actions',
            header: 'Actions',
            render: (partner) => (
              <Button
                variant={partner.active ? 'danger' : 'secondary'}
                busy={updatePartner.isPending && updatePartner.variables.id === partner.id}
                aria-label={`${partner.active ? 'Disable' : 'Enable'} ${partner.name}`}
                onClick={() =>
                  updatePartner.mutate(
                    { id: partner.id, active: !partner.active },
                    { onError: (failure) => toast.error(errorMessage(failure, 'Failed to update partner.')) },
                  )
                }
              >
                {partner.active ? 'Disable' : 'Enable'}
              </Button>
            ),
          },
        ]}
      />
      <AddPartnerModal open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
