// The maintenance plan offer on the booking confirmation, for a plan package
// (plan-rules.ts): the same visit every few weeks at the plan's discount, with
// the per-visit price for this vehicle. The customer picks how often and asks;
// staff set the plan up from the request. The request is queued on this device
// (the outbox half loads with the offer, not with the page) and said as sent,
// saved on this device, or refused with why, the choice kept.
import { useEffect, useState } from 'react';
import { defaultPlanPrice, isPlanPackage, PLAN_RULES, PLAN_WEEK_INTERVALS, type PlanPackage } from '@/domain/plans/plan-rules';
import { weekdayOfDate } from '@/domain/plans/plan-words';
import { formatMoney } from '@/domain/money';
import type { VehicleType } from '@/domain/catalog';
import { PlainButton, Spinner } from '@/components/booking/plain-parts';
import type * as StoreModule from './plan-request-store';
import type { PlanRequestStanding } from './plan-request-store';

type Store = typeof StoreModule;
let store: Promise<Store> | undefined;
function loadStore(): Promise<Store> {
  store ??= import('./plan-request-store').catch((error: unknown) => {
    store = undefined;
    throw error;
  });
  return store;
}

/** The interval offered first. */
const DEFAULT_WEEKS = 4;

/** The offer for a booking of a plan package; nothing for any other. */
export function PlanOffer({ serviceName, ...rest }: Omit<OfferProps, 'pkg'> & { serviceName: string }) {
  return isPlanPackage(serviceName) ? <Offer pkg={serviceName} {...rest} /> : null;
}

interface OfferProps {
  bookingId: string;
  token: string;
  pkg: PlanPackage;
  vehicle: VehicleType;
  bookingDate: string;
  totalPrice: number;
  online: boolean;
}

function Offer({
  bookingId,
  token,
  pkg,
  vehicle,
  bookingDate,
  totalPrice,
  online,
}: OfferProps) {
  const [weeks, setWeeks] = useState<number>(DEFAULT_WEEKS);
  const [standing, setStanding] = useState<PlanRequestStanding | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadStore().then((s) => {
      if (!cancelled) stop = s.watchPlanRequest(bookingId, setStanding);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [bookingId]);
  // A request already made (or refused) shows the interval it asked for.
  const asked = standing && standing.state !== 'none' && standing.cadence.kind === 'weeks' ? standing.cadence.every : null;
  const [lastAsked, setLastAsked] = useState(asked);
  if (asked !== lastAsked) {
    setLastAsked(asked);
    if (asked) setWeeks(asked);
  }
  const price = defaultPlanPrice(pkg, vehicle);
  const state = standing?.state ?? 'none';
  const locked = state === 'saved' || state === 'sent';
  const ask = async () => {
    const s = await loadStore();
    await s.sendPlanRequest(bookingId, token, { kind: 'weeks', every: weeks, weekday: weekdayOfDate(bookingDate) });
  };

  return (
    <section className="bw-stack bw-gap3 bw-offer" aria-labelledby="plan-offer-title" data-testid="plan-offer">
      <p className="bw-semibold" id="plan-offer-title">
        Keep it clean: every {weeks} weeks at {PLAN_RULES.discountPercent} % off
      </p>
      <p className="bw-sm">
        The same {pkg} every few weeks, each visit its own booking: <span className="bw-bold" data-testid="plan-offer-price">{formatMoney(price)} a visit</span>{' '}
        instead of {formatMoney(totalPrice)}. Skip, pause or stop any time.
      </p>
      <div className="bw-row bw-gap2 bw-wrap" role="group" aria-label="How often">
        {PLAN_WEEK_INTERVALS.map((n) => (
          <PlainButton key={n} blue aria-pressed={weeks === n} variant={weeks === n ? 'solid' : 'outline'} disabled={locked} onClick={() => setWeeks(n)}>
            Every {n} weeks
          </PlainButton>
        ))}
      </div>
      {state === 'sent' ? (
        <p role="status" className="bw-green800 bw-semibold" data-testid="plan-offer-sent">
          Request sent: we'll be in touch to set up your plan.
        </p>
      ) : state === 'saved' && standing?.state === 'saved' ? (
        <div role="status" className="bw-row bw-gap2 bw-center" data-testid="plan-offer-saved">
          {online && !standing.failed ? <Spinner small /> : null}
          <p className="bw-sm">
            {online && !standing.failed ? 'Sending your request…' : "Your request is saved on this device: it will be sent when you're back online."}
          </p>
        </div>
      ) : (
        <>
          {standing?.state === 'refused' ? (
            <p role="alert" className="bw-sm bw-red600" data-testid="plan-offer-refused">
              {standing.message}
            </p>
          ) : null}
          <div>
            <PlainButton blue onClick={() => void ask()}>
              Ask for This Plan
            </PlainButton>
          </div>
        </>
      )}
    </section>
  );
}
