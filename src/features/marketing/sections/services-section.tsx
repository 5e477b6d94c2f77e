// Home services: three tabs (a dropdown on small screens, a button group on
// large ones) with every card of every tab. An island (home-islands.ts) of plain
// elements (home-sections.css); its tab is shared with the hero's Learn More.
import {
  EXTERIOR_ADDITIONAL_CARDS,
  EXTERIOR_MAIN_CARDS,
  EXTERIOR_MORE_CARDS,
  INTERIOR_CARDS,
  SERVICE_TABS,
  SPECIALTY_CARDS,
  type OfferCard as Offer,
  type ServiceTabId,
} from '@/content/home';
import { OfferCard } from './offer-card';
import { useServiceTab } from './service-tab';

function Cards({ cards }: { cards: readonly Offer[] }) {
  return (
    <div className="service-cards">
      {cards.map((c) => (
        <OfferCard key={c.title} card={c} />
      ))}
    </div>
  );
}

export function ServicesSection() {
  const tab = useServiceTab((s) => s.tab);
  const onTab = useServiceTab((s) => s.setTab);
  const label = SERVICE_TABS.find((t) => t.id === tab)!.label;
  return (
    <section id="services" aria-labelledby="services-title" className="home-section services-section">
      <div className="home-section-inner">
        <div className="home-section-head">
          <h2 id="services-title" className="home-section-title">
            Our Services
          </h2>
          <p className="home-section-lead">Mobile detailing, correction and protection, priced up front.</p>
        </div>
        <div className="service-tab-select-box">
          <label htmlFor="service-tab-select" className="service-tab-label">
            Service category
          </label>
          <select id="service-tab-select" className="service-tab-select" value={tab} onChange={(e) => onTab(e.target.value as ServiceTabId)}>
            {SERVICE_TABS.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label="Service category" className="service-tab-group">
          {SERVICE_TABS.map((t) => (
            <button key={t.id} type="button" className="service-tab" aria-pressed={tab === t.id} onClick={() => onTab(t.id)}>
              {t.label}
            </button>
          ))}
        </div>
        <div className="service-cards-stack" aria-live="polite">
          <h3 className="sr-only">{label}</h3>
          {tab === 'interior' && <Cards cards={INTERIOR_CARDS} />}
          {tab === 'exterior' && (
            <>
              <Cards cards={EXTERIOR_MAIN_CARDS} />
              <h3 className="service-subtitle">Additional Exterior Services</h3>
              <Cards cards={EXTERIOR_ADDITIONAL_CARDS} />
              <Cards cards={EXTERIOR_MORE_CARDS} />
            </>
          )}
          {tab === 'specialty' && <Cards cards={SPECIALTY_CARDS} />}
        </div>
      </div>
    </section>
  );
}
