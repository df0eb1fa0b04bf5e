import type { ReactNode } from 'react';
import { store } from '@/config/store';
import { InquiryForm, type InquiryField } from './inquiry-form';
import './partner-pages.css';

interface Card {
  title: string;
  text: string;
}

function PartnerPage({ hero, intro, sectionTitle, cards, form }: { hero: string; intro: string; sectionTitle: string; cards: Card[]; form: ReactNode }) {
  return (
    <div className="page">
      <section className="partner-hero">
        <h1>{hero}</h1>
        <p>{intro}</p>
      </section>
      <section aria-labelledby="partner-cards-title" className="stack">
        <h2 id="partner-cards-title" className="section-title">
          {sectionTitle}
        </h2>
        <ul className="partner-cards">
          {cards.map((card) => (
            <li key={card.title} className="card">
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </section>
      {form}
    </div>
  );
}

const VENDOR_FIELDS: InquiryField[] = [
  { name: 'your_name', label: 'Your Name' },
  { name: 'business_name', label: 'Business / Farm Name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone_number', label: 'Phone Number', type: 'tel' },
  { name: 'product_details', label: 'What do you produce?', type: 'textarea' },
];

export function VendorPage() {
  return (
    <PartnerPage
      hero={`Partner with ${store.name}`}
      intro="Grow with a store that values honest farming. We buy directly from Telangana farmers and artisans."
      sectionTitle="Why Partner With Us?"
      cards={[
        { title: 'Fair Pricing', text: 'Transparent prices agreed up front and paid on time, without middlemen.' },
        { title: 'Wide Market Reach', text: 'Reach families across Hyderabad who look for genuinely organic produce.' },
        { title: 'Growth & Support', text: 'Help with packaging, quality checks and planning so your farm can grow.' },
      ]}
      form={<InquiryForm inquiryType="Vendor" title="Become a Vendor Partner" fields={VENDOR_FIELDS} submitLabel="Submit Inquiry" />}
    />
  );
}

const FRANCHISE_FIELDS: InquiryField[] = [
  { name: 'full_name', label: 'Full Name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone_number', label: 'Phone Number', type: 'tel' },
  { name: 'city_of_interest', label: 'City of Interest' },
  { name: 'message', label: 'Message', type: 'textarea', required: false },
];

export function FranchisePage() {
  return (
    <PartnerPage
      hero={`Own a ${store.name} Franchise`}
      intro="Bring farm-fresh, organic food to your neighbourhood with a brand families already trust."
      sectionTitle="The Franchise Advantage"
      cards={[
        { title: 'Trusted Brand', text: `Customers know ${store.name} for purity and honest sourcing since ${store.foundedYear}.` },
        { title: 'Proven Business Model', text: 'A tested supply chain, pricing and store format that work from day one.' },
        { title: 'Comprehensive Support', text: 'Training, sourcing, marketing and technology support at every step.' },
      ]}
      form={<InquiryForm inquiryType="Franchise" title="Request Franchise Information" fields={FRANCHISE_FIELDS} submitLabel="Learn More" />}
    />
  );
}
