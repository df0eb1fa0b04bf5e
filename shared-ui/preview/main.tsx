// Local gallery for `npm run dev -w shared-ui`; not exposed to hosts.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Badge } from '../src/badge/badge';
import { Button } from '../src/button/button';
import { Confetti } from '../src/confetti/confetti';
import { DataTable } from '../src/data-table/data-table';
import { Modal } from '../src/modal/modal';
import { Price } from '../src/price/price';
import { QuantityStepper } from '../src/quantity-stepper/quantity-stepper';
import { SkeletonCard } from '../src/skeleton/skeleton';
import { Spinner } from '../src/spinner/spinner';
import { ToastProvider, useToast } from '../src/toast/toast';

function Gallery() {
  const toast = useToast();
  const [quantity, setQuantity] = useState(1);
  const [modalOpen, setModalOpen] = useState(false);
  const [confetti, setConfetti] = useState(false);
  return (
    <main style={{ display: 'grid', gap: 'var(--fsui-space-6)', padding: 'var(--fsui-space-4)', maxWidth: 720 }}>
      <h1>UI kit</h1>
      <section style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button onClick={() => toast.success('Farm Fresh Eggs added to cart!')}>Success toast</Button>
        <Button variant="secondary" onClick={() => toast.error('Failed to fetch orders.')}>
          Error toast
        </Button>
        <Button variant="danger" onClick={() => setModalOpen(true)}>
          Open modal
        </Button>
        <Button variant="ghost" onClick={() => setConfetti(true)}>
          Confetti
        </Button>
        <Button busy>Sending...</Button>
        <Spinner />
      </section>
      <section style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Badge tone="blue">Out for Delivery</Badge>
        <Badge tone="green">Delivered</Badge>
        <Badge tone="yellow">Assigned</Badge>
        <Badge tone="grey">Pending</Badge>
        <Badge tone="red">Outstation</Badge>
        <Price amount={1249.5} />
        <QuantityStepper value={quantity} onChange={setQuantity} itemName="Kadaknath Chicken 1kg" />
      </section>
      <div style={{ maxWidth: 240 }}>
        <SkeletonCard />
      </div>
      <DataTable
        caption="Coupons"
        columns={[
          { key: 'code', header: 'Code' },
          { key: 'value', header: 'Value', align: 'end' },
        ]}
        rows={[{ code: 'FRESH10', value: '10%' }]}
        rowKey={(row) => row.code}
      />
      <Modal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        title="Edit Product"
        subtitle="Kadaknath Chicken"
        footer={
          <Button variant="secondary" onClick={() => setModalOpen(false)}>
            Cancel
          </Button>
        }
      >
        <p>Product details go here.</p>
      </Modal>
      {confetti && <Confetti pieces={150} onDone={() => setConfetti(false)} />}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ToastProvider>
      <Gallery />
    </ToastProvider>
  </StrictMode>,
);
