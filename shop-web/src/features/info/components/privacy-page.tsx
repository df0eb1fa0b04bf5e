import { store } from '@/config/store';
import './info-pages.css';

export function PrivacyPage() {
  return (
    <div className="page info-prose">
      <h1 className="page-title">Privacy Policy</h1>
      <section>
        <h2 className="section-title">What we collect</h2>
        <p>
          We collect your name, phone number, the shipping addresses you save, and usage data about how you use our store. We use them only to
          deliver your orders, support you, and improve our service. We never sell your data.
        </p>
      </section>
      <section>
        <h2 className="section-title">Refunds</h2>
        <p>
          Refunds are given only if the product arrived rotten or spoiled, or if you received a product that does not match what you ordered.
          Please contact us within 24 hours of delivery with a photo.
        </p>
      </section>
      <section>
        <h2 className="section-title">Damage in transit</h2>
        <p>
          Within Hyderabad, damage in transit is our responsibility and we will replace or refund the item. For deliveries outside Hyderabad,
          goods travel by courier and transit damage is not our responsibility; we will help you file a claim with the courier.
        </p>
      </section>
      <section>
        <h2 className="section-title">Contact</h2>
        <p>
          Questions about your data? Write to <a href={store.email.href}>{store.email.display}</a> or call{' '}
          <a href={store.phone.href}>{store.phone.display}</a>.
        </p>
      </section>
    </div>
  );
}
