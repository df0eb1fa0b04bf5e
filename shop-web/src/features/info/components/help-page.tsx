import { store } from '@/config/store';
import './info-pages.css';

const FAQS = [
  {
    q: 'How can I track my order?',
    a: 'Open Account → Order History and tap your order. Once a delivery partner is on the way you will see a live tracking link to their location; courier orders show the expected delivery date.',
  },
  {
    q: 'What are the delivery charges?',
    a: 'Delivery charges vary by location and order amount. They are worked out from the weight of your order and your address, and orders above ₹1,500 within Hyderabad ship free. You always see the exact charge before you confirm.',
  },
  {
    q: 'How do you ensure quality?',
    a: 'We source directly from partner farms in Telangana, check every batch, and pack on the day of dispatch. If something arrives spoiled, contact us and we will make it right.',
  },
  {
    q: 'Can I change my delivery address after ordering?',
    a: 'No. An address cannot be changed after the order is placed, so please check it at checkout. If there is a mistake, call us as soon as possible.',
  },
];

export function HelpPage() {
  return (
    <div className="page">
      <h1 className="page-title">Help Center</h1>
      <p className="muted">We are here to help. Reach us any way you like.</p>
      <ul className="info-cards">
        <li className="card">
          <h2>Call Us</h2>
          <a href={store.phone.href}>{store.phone.display}</a>
        </li>
        <li className="card">
          <h2>Email Us</h2>
          <a href={store.email.href}>{store.email.display}</a>
        </li>
        <li className="card">
          <h2>Follow Us</h2>
          {store.social.map((profile) => (
            <a key={profile.network} href={profile.href} target="_blank" rel="noopener noreferrer" className="info-social">
              {profile.network}: {profile.handle}
            </a>
          ))}
        </li>
      </ul>
      <section className="stack" aria-labelledby="faq-title">
        <h2 id="faq-title" className="section-title">
          Frequently Asked Questions
        </h2>
        {FAQS.map((faq) => (
          <details key={faq.q} className="card faq">
            <summary>{faq.q}</summary>
            <p>{faq.a}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
