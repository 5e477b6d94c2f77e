// One service card: price label, inclusions and its action (Book Now feeds the
// wizard; Request Quote and Inquire lead to the quote request form:
// src/content/booking-targets.ts). Plain elements
// (home-sections.css): part of the services island.
import { findPackage } from '@/domain/catalog';
import type { OfferCard as Offer } from '@/content/home';
import { QUOTE_REQUEST } from '@/content/booking-targets';
import { chooseService } from '../choose-service';

export function OfferCard({ card }: { card: Offer }) {
  const pkg = card.action.kind === 'book' ? findPackage(card.action.packageId) : undefined;
  return (
    <article className="offer-card" data-popular={card.popular ? '' : undefined}>
      {card.popular && <p className="offer-card-badge">Most Popular</p>}
      <h4 className="offer-card-title">{card.title}</h4>
      <p className="offer-card-price">{card.priceLabel}</p>
      <p className="offer-card-text">{card.description}</p>
      <ul className="offer-card-list">
        {card.inclusions.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
      <div>
        {pkg ? (
          <button type="button" className="offer-card-action offer-card-book" onClick={() => chooseService(pkg.name)}>
            Book Now
          </button>
        ) : (
          <a href={QUOTE_REQUEST.href(card.title)} className="offer-card-action offer-card-call">
            {card.action.kind === 'inquire' ? 'Inquire' : 'Request Quote'}
          </a>
        )}
      </div>
    </article>
  );
}
