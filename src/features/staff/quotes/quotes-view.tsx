// The owner's Quotes view (admins): every quote request on the device, by
// state (requested first), each with what the customer asked (service,
// vehicle, city, their words, when suits them, how to reach them) and their
// photos, its options once priced, its state and history lines, and once
// accepted the booking it became. A live listener keeps the stored quotes
// current while the view is open; offline the view reads what was stored.
// The owner prices and sends, withdraws, sends a new link or sends an expired
// quote again: each a staff change queued like every other (pending until the
// server has it).
import { memo, useEffect, useRef, useState } from 'react';
import { Button, Link, Spinner, Text } from '@chakra-ui/react';
import { appDb } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { toaster } from '@/lib/toaster';
import { startLiveQuotes } from '@/lib/quotes/live-quotes';
import { queuedStaffChanges } from '@/lib/sync/staff-changes';
import { QUOTE_STATE_LABELS, ownerMoves, stateAt, type QuoteState } from '@/domain/quotes/quote-lifecycle';
import type { Quote, QuoteHistoryEntry } from '@/domain/quotes/quote-schema';
import { quoteServiceName } from '@/domain/quotes/quote-services';
import { jobLengthLabel } from '@/domain/schedule/job-length';
import { VEHICLE_TYPES } from '@/domain/catalog';
import { CITIES } from '@/domain/schedule/cities';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate, formatDateTime, telHref } from '../booking-format';
import { shortId } from '../bookings/dashboard-model';
import { PendingBadge } from '../plain-parts';
import { isRefused, renewQuoteLink, withdrawQuote, type ChangeResult } from '../staff-service';
import { QuotePhotos } from './quote-photos';
import { QuoteFormDialog } from './quote-form-dialog';
import { formatCents } from './quote-form-model';
import '../dashboard.css';
import './quotes.css';

/** The order states are listed in: what waits for the owner first, what is over last. */
const STATE_ORDER: readonly QuoteState[] = ['requested', 'priced', 'sent', 'expired', 'accepted', 'declined', 'withdrawn'];

const STATE_PALETTES: Record<QuoteState, string> = {
  requested: 'yellow',
  priced: 'yellow',
  sent: 'blue',
  accepted: 'green',
  declined: 'red',
  expired: 'orange',
  withdrawn: 'purple',
};

const HISTORY_LABELS: Record<QuoteHistoryEntry['change'], string> = {
  requested: 'Requested',
  sent: 'Sent',
  withdrawn: 'Withdrawn',
  link: 'New quote link sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  reminder: 'Reminder sent',
  anonymized: 'Details erased',
};

/** The quote kinds' names, as their queued rows carry them. */
type QuoteKind = 'sendQuote' | 'withdrawQuote' | 'renewQuoteLink';
const QUOTE_KINDS: readonly string[] = ['sendQuote', 'withdrawQuote', 'renewQuoteLink'] satisfies QuoteKind[];

const WAITING_LABELS: Record<QuoteKind, string> = {
  sendQuote: 'Send waiting to sync',
  withdrawQuote: 'Withdraw waiting to sync',
  renewQuoteLink: 'New link waiting to sync',
};

export const QUOTE_VIEW_TEXTS = {
  none: 'No quote requests yet.',
  queued: 'Saved on this device; it will be sent when you are back online',
  withdrawn: 'Quote withdrawn',
  link: 'New quote link e-mailed to the customer',
} as const;

function historyLine(h: QuoteHistoryEntry): { what: string; who: string; when: string } {
  const detail =
    h.change === 'sent' && h.to ? `open until ${formatDate(h.to)}` : h.change === 'reminder' && h.to ? `open until ${formatDate(h.to)}` : h.to && h.to !== h.change ? h.to : '';
  const who = h.by === 'customer' ? 'Customer' : h.by === 'system' ? 'System' : `${h.by_email ?? 'Unknown'} (${h.by})`;
  return { what: `${HISTORY_LABELS[h.change]}${detail ? `: ${detail}` : ''}`, who, when: formatDateTime(h.at) };
}

function vehicleOf(q: Quote): string {
  const type = VEHICLE_TYPES[q.vehicle_type as keyof typeof VEHICLE_TYPES]?.label ?? q.vehicle_type;
  return [[q.vehicle_year, q.vehicle_make, q.vehicle_model].filter(Boolean).join(' '), type].filter(Boolean).join(' · ');
}

function StateBadge({ state }: { state: QuoteState }) {
  return (
    <span className={`dash-badge dash-palette-${STATE_PALETTES[state]}`} data-testid="quote-state">
      {QUOTE_STATE_LABELS[state]}
    </span>
  );
}

function told(result: ChangeResult, title: string): void {
  // A refusal is told by the dashboard's refusal watcher, with the server's reason.
  if (isRefused(result)) return;
  toaster.create({ type: 'success', duration: 6000, title, description: result === 'queued' ? QUOTE_VIEW_TEXTS.queued : undefined });
}

export interface QuotesViewProps {
  /** A quote to show first and mark (opened from a booking's "from quote"). */
  selectedId: string | null;
  /** Opens a booking's details (the booking a quote became). */
  onOpenBooking: (id: string) => void;
}

export function QuotesView({ selectedId, onOpenBooking }: QuotesViewProps) {
  const quotes = useLiveQuery(() => appDb().quotes.toArray(), []);
  const queued = useLiveQuery(async () => (await queuedStaffChanges(appDb())).filter((r) => QUOTE_KINDS.includes(r.kind)), [], []);
  const [pricing, setPricing] = useState<Quote | null>(null);
  useEffect(() => startLiveQuotes(), []);
  const now = new Date();

  if (quotes === undefined) return <Spinner role="status" aria-label="Loading quotes" />;
  if (quotes.length === 0) return <p className="dash-muted">{QUOTE_VIEW_TEXTS.none}</p>;

  const shown = quotes.map((q) => ({ quote: q, state: stateAt(q, now) }));
  const groups = STATE_ORDER.map((state) => ({
    state,
    quotes: shown
      .filter((s) => s.state === state)
      // What waits longest first among requests; the latest change first otherwise.
      .sort((a, b) => (state === 'requested' ? a.quote.created_at.localeCompare(b.quote.created_at) : b.quote.updated_at.localeCompare(a.quote.updated_at))),
  })).filter((g) => g.quotes.length > 0);

  return (
    <div className="dash-stack3" data-testid="quotes-view">
      {groups.map((g) => (
        <section key={g.state} aria-label={QUOTE_STATE_LABELS[g.state]}>
          <h2 className="dash-semibold dash-mb2">
            {QUOTE_STATE_LABELS[g.state]} ({g.quotes.length})
          </h2>
          <div className="dash-stack3">
            {g.quotes.map(({ quote, state }) => (
              <QuoteCard
                key={quote.id}
                quote={quote}
                state={state}
                waiting={queued.filter((r) => r.target_id === quote.id).map((r) => WAITING_LABELS[r.kind as QuoteKind])}
                selected={quote.id === selectedId}
                onPrice={setPricing}
                onOpenBooking={onOpenBooking}
              />
            ))}
          </div>
        </section>
      ))}
      {/* Mounted when opened: the form reads the quote's draft each time. */}
      {pricing ? <QuoteFormDialog quote={pricing} onClose={() => setPricing(null)} /> : null}
    </div>
  );
}

interface QuoteCardProps {
  quote: Quote;
  state: QuoteState;
  /** What of ours waits to sync on this quote. */
  waiting: readonly string[];
  selected: boolean;
  onPrice: (quote: Quote) => void;
  onOpenBooking: (id: string) => void;
}

const QuoteCard = memo(function QuoteCard({ quote, state, waiting, selected, onPrice, onOpenBooking }: QuoteCardProps) {
  const ref = useRef<HTMLElement>(null);
  const [confirm, setConfirm] = useState<'withdraw' | 'link' | null>(null);
  const [busy, setBusy] = useState(false);
  const moves = ownerMoves(state);
  const city = CITIES.find((c) => c.id === quote.service_city)?.name ?? quote.service_city;
  const open = state === 'requested' || state === 'priced' || state === 'sent' || state === 'expired';

  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'start' });
  }, [selected]);

  const run = async (which: 'withdraw' | 'link') => {
    setBusy(true);
    const result = which === 'withdraw' ? await withdrawQuote(quote.id) : await renewQuoteLink(quote.id);
    setBusy(false);
    setConfirm(null);
    told(result, which === 'withdraw' ? QUOTE_VIEW_TEXTS.withdrawn : QUOTE_VIEW_TEXTS.link);
  };

  const priceLabel = state === 'expired' ? 'Extend and Send Again' : state === 'sent' ? 'Change and Send Again' : 'Price and Send';

  return (
    <article ref={ref} className="dash-card dash-quote-card" data-selected={selected} aria-label={`Quote ${shortId(quote.id)}`} data-testid="quote-card" data-quote-id={quote.id}>
      <div className="dash-spread dash-mb2">
        <div className="dash-clip">
          <p className="dash-semibold">{quoteServiceName(quote.service)}</p>
          <p className="dash-sm dash-muted">
            Quote {shortId(quote.id)} · {formatDateTime(quote.created_at)}
          </p>
        </div>
        <div className="dash-gap1">
          <StateBadge state={state} />
          {waiting.length > 0 ? <PendingBadge /> : null}
        </div>
      </div>
      {waiting.length > 0 ? (
        <p className="dash-sm dash-muted dash-mb2" data-testid="quote-waiting">
          {waiting.join(' · ')}
        </p>
      ) : null}
      <dl className="dash-quote-dl">
        <dt>Customer</dt>
        <dd>{quote.customer_name || '—'}</dd>
        <dt>Email</dt>
        <dd>{quote.customer_email ? <Link href={`mailto:${quote.customer_email}`}>{quote.customer_email}</Link> : '—'}</dd>
        <dt>Phone</dt>
        <dd>{quote.customer_phone ? <Link href={telHref(quote.customer_phone)}>{quote.customer_phone}</Link> : '—'}</dd>
        <dt>Vehicle</dt>
        <dd>{vehicleOf(quote) || '—'}</dd>
        <dt>City</dt>
        <dd>{city ?? '—'}</dd>
        <dt>Wants</dt>
        <dd data-testid="quote-description">{quote.description}</dd>
        <dt>When suits</dt>
        <dd>{quote.when_suits ?? '—'}</dd>
        {quote.photos.length > 0 ? (
          <>
            <dt>Photos</dt>
            <dd>{open ? <QuotePhotos quoteId={quote.id} photos={quote.photos} /> : <ClosedPhotos quote={quote} />}</dd>
          </>
        ) : null}
        {quote.options.length > 0 ? (
          <>
            <dt>Options</dt>
            <dd>
              <ol className="dash-quote-history" data-testid="quote-options">
                {quote.options.map((o, i) => (
                  <li key={i}>
                    <span className="dash-semibold">
                      {o.title}: {formatCents(o.price_cents)}, {jobLengthLabel(o.length)}
                    </span>
                    {quote.accepted_option === i ? ' (accepted)' : ''}
                    <span className="dash-muted" style={{ display: 'block' }}>
                      {o.lines.map((l) => `${l.label} ${formatCents(l.amount_cents)}`).join(' · ')}
                      {o.note ? ` · ${o.note}` : ''}
                    </span>
                  </li>
                ))}
              </ol>
            </dd>
          </>
        ) : null}
        {quote.last_day ? (
          <>
            <dt>Last day</dt>
            <dd>{formatDate(quote.last_day)}</dd>
          </>
        ) : null}
        {quote.note ? (
          <>
            <dt>Note</dt>
            <dd>{quote.note}</dd>
          </>
        ) : null}
        {quote.booking_id ? (
          <>
            <dt>Booking</dt>
            <dd>
              <Button size="xs" variant="outline" onClick={() => onOpenBooking(quote.booking_id!)} data-testid="quote-booking">
                Booking {shortId(quote.booking_id)}
              </Button>
            </dd>
          </>
        ) : null}
        <dt>History</dt>
        <dd>
          <ol className="dash-quote-history" data-testid="quote-history">
            {quote.history.map((h, i) => {
              const line = historyLine(h);
              return (
                <li key={`${h.at}-${i}`}>
                  {line.what}
                  <span className="dash-muted" style={{ display: 'block' }}>
                    {line.who}, {line.when}
                  </span>
                </li>
              );
            })}
          </ol>
        </dd>
      </dl>
      {moves.length > 0 ? (
        <div className="dash-row-gap2 dash-mt2" role="group" aria-label="Quote actions">
          {moves.includes('sent') ? (
            <button type="button" className="plain-btn plain-btn-sm plain-btn-blue plain-btn-solid" disabled={busy} onClick={() => onPrice(quote)}>
              {priceLabel}
            </button>
          ) : null}
          {state === 'sent' || state === 'expired' ? (
            <button type="button" className="plain-btn plain-btn-sm plain-btn-outline" disabled={busy || !quote.customer_email} onClick={() => setConfirm('link')}>
              Send New Link
            </button>
          ) : null}
          {moves.includes('withdrawn') ? (
            <button type="button" className="plain-btn plain-btn-sm plain-btn-outline" disabled={busy} onClick={() => setConfirm('withdraw')}>
              Withdraw
            </button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'withdraw' ? 'Withdraw this quote?' : 'Send a new quote link?'}
        confirmLabel={confirm === 'withdraw' ? 'Withdraw' : 'Send New Link'}
        cancelLabel={confirm === 'withdraw' ? 'Keep Quote' : 'Keep Link'}
        busy={busy}
        onConfirm={() => void run(confirm ?? 'link')}
        onCancel={() => setConfirm(null)}
      >
        {confirm === 'withdraw'
          ? `${quote.customer_name} can no longer accept it; their link shows it withdrawn.`
          : `The link ${quote.customer_name} has now stops working, and a new one goes to ${quote.customer_email ?? ''}.`}
      </ConfirmDialog>
    </article>
  );
});

/** A closed quote's photos are fetched only when asked for (nobody prices it any more). */
function ClosedPhotos({ quote }: { quote: Quote }) {
  const [shown, setShown] = useState(false);
  if (shown) return <QuotePhotos quoteId={quote.id} photos={quote.photos} />;
  return (
    <Text fontSize="sm">
      <button type="button" className="plain-btn plain-btn-sm plain-btn-outline" onClick={() => setShown(true)}>
        Show {quote.photos.length} {quote.photos.length === 1 ? 'photo' : 'photos'}
      </button>
    </Text>
  );
}
