import { store } from '@/config/store';
import './info-pages.css';

const OFFERINGS = [
  { title: 'Organic Meats & Poultry', text: 'Country chicken, Kadaknath and more, raised free-range.' },
  { title: 'Farm-Fresh Eggs', text: 'Collected every morning from foraging hens.' },
  { title: 'Authentic Pickles', text: 'Homestyle recipes, small batches, no preservatives.' },
  { title: 'Pure Dairy Products', text: 'A2 ghee, paneer and curd from native cows.' },
  { title: 'Premium Dry Fruits', text: 'Hand-sorted almonds, cashews, dates and raisins.' },
  { title: 'Wholesome Millets', text: 'Rain-fed Deccan millets, cleaned and ready to cook.' },
];

export function AboutPage() {
  return (
    <div className="page">
      <section className="about-banner">
        <h1>From Our Farm to Your Family</h1>
        <p>{store.tagline}</p>
      </section>
      <section className="info-prose">
        <h2 className="section-title">Our Journey</h2>
        <p>
          {store.name} began in {store.foundedYear} with a simple wish: to put the food we grew up with back on Hyderabad’s tables. We work
          directly with small farms across Telangana that raise their animals free-range and grow without chemicals, and we bring their produce
          to your door fresh.
        </p>
        <p>What started with a few crates of country eggs is now a full pantry of honest, traceable food.</p>
      </section>
      <section className="stack" aria-labelledby="offerings-title">
        <h2 id="offerings-title" className="section-title">
          A Glimpse of Our Offerings
        </h2>
        <ul className="info-cards info-cards--six">
          {OFFERINGS.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="card info-promise">
        <h2 className="section-title">Our Promise</h2>
        <p>No shortcuts, no chemicals, no compromises: just pure food, grown with care, for your family.</p>
      </section>
    </div>
  );
}
