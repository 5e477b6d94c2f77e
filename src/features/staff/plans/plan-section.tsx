// A plan visit's panel in the details dialog: the plan it belongs to (its
// cadence in words, price, where it stands, its next visits, a visit waiting
// for a new time marked) and what staff can do from this visit: skip it,
// change it and the following, pause the plan until a date, end it from a
// date. Online the plan is read from the server (getPlan); offline the panel
// lists the plan's visits among the bookings on this device. Every change is
// queued like any staff change (plan-service.ts); moving this one visit is the
// dialog's Reschedule.
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { Booking } from '@/domain/booking/booking-schema';
import type { PlanView } from '@/domain/plans/plan-schema';
import { needsNewTime } from '@/domain/booking/customer-card';
import { addDaysToDate, businessToday } from '@/domain/schedule/schedule';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/lib/toaster';
import { useOnline } from '@/lib/use-online';
import { formatDate } from '../booking-format';
import { formatPrice } from '../bookings/dashboard-model';
import { NEEDS_NEW_TIME } from '../plain-parts';
import { QUEUED } from '../booking-actions';
import { isRefused, type ChangeResult } from '../staff-service';
import { endPlan, pausePlan, readPlan, skipPlanVisit } from './plan-service';
import { cadenceWords, endWords, stateWords } from './plan-words';
import { PlanSeriesDialog } from './plan-series-dialog';

type Ask = 'skip' | 'pause' | 'end' | null;

/** The plan's visits as this device has them: from today on, not cancelled, in order. */
function visitsOnDevice(planId: string, all: readonly Booking[], today: string) {
  return all
    .filter((b) => b.plan_id === planId && b.booking_date >= today && (b.status === 'pending' || b.status === 'confirmed'))
    .sort((a, b) => (a.booking_date + a.booking_time).localeCompare(b.booking_date + b.booking_time))
    .map((b) => ({ id: b.id, booking_date: b.booking_date, booking_time: b.booking_time, needs_time: needsNewTime(b) }));
}

const ASKS = ['skip', 'pause', 'end'] as const;
/** The question asked before each change. */
const QUESTIONS: Record<Exclude<Ask, null>, { title: string; confirmLabel: string; cancelLabel: string }> = {
  skip: { title: 'Skip this visit?', confirmLabel: 'Skip Visit', cancelLabel: 'Keep Visit' },
  pause: { title: 'Pause this plan?', confirmLabel: 'Pause Plan', cancelLabel: 'Keep Plan' },
  end: { title: 'End this plan?', confirmLabel: 'End Plan', cancelLabel: 'Keep Plan' },
};
/** A pause and an end ask for the date they take effect. */
const DATE_QUESTIONS = {
  pause: { label: 'No visits until', note: 'Visits booked before that date are cancelled; they start again on it.' },
  end: { label: 'No visits from', note: 'Visits booked from that date on are cancelled. This cannot be undone.' },
};

export function PlanSection({ booking, all }: { booking: Booking; all: readonly Booking[] }) {
  const planId = booking.plan_id!;
  const online = useOnline();
  const [plan, setPlan] = useState<{ id: string; view: PlanView } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const [ask, setAsk] = useState<Ask>(null);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const today = businessToday(new Date());
  const [date, setDate] = useState('');

  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    readPlan(planId)
      .then((view) => {
        if (cancelled) return;
        setPlan({ id: planId, view });
        setReadError(null);
      })
      .catch((e: Error) => !cancelled && setReadError(e.message));
    return () => {
      cancelled = true;
    };
    // Read again when a visit of it changes on this device (a skip, a move, the nightly round's new visits).
  }, [online, planId, reads, booking.revision, booking.status]);

  const view = plan?.id === planId ? plan.view : null;
  const deviceVisits = useMemo(() => visitsOnDevice(planId, all, today), [planId, all, today]);
  // Online the server's list (every visit, whoever has it); offline, or before it answers, the device's.
  const visits = online && view ? view.next_visits : deviceVisits;
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  const ended = view?.state === 'ended';

  const run = async (change: () => Promise<ChangeResult>, title: string) => {
    setBusy(true);
    try {
      const result = await change();
      // A refusal is told by the dashboard's refusal watcher, in the server's words.
      if (!isRefused(result)) toaster.create({ type: 'success', duration: 6000, title, description: result === 'queued' ? QUEUED : undefined });
    } finally {
      setBusy(false);
      setAsk(null);
      setReads((n) => n + 1);
    }
  };

  const confirmAsk = (kind: Exclude<Ask, null>) => {
    if (kind === 'skip') return run(() => skipPlanVisit(booking.id), `Visit of ${formatDate(booking.booking_date)} skipped`);
    // A date before today is refused in the question itself (its field says so).
    if (date < today) return undefined;
    return kind === 'pause' ? run(() => pausePlan(planId, date), `Plan paused until ${formatDate(date)}`) : run(() => endPlan(planId, date), `Plan ends from ${formatDate(date)}`);
  };

  const openAsk = (next: Exclude<Ask, null>) => {
    setDate(next === 'pause' ? addDaysToDate(booking.booking_date, 1) : booking.booking_date);
    setAsk(next);
  };

  return (
    <Box as="section" aria-label="Maintenance plan" borderWidth="1px" borderRadius="md" p="3" data-testid="plan-section">
      <Text fontWeight="semibold" mb="1">
        Maintenance plan
      </Text>
      {view ? (
        <Stack gap="0" fontSize="sm" data-testid="plan-summary">
          <Text>
            {cadenceWords(view.cadence)} at {view.start_time}
          </Text>
          <Text>
            {view.service_name}, {formatPrice(view.price)} per visit{view.crew ? `, crew ${view.crew}` : ''}
          </Text>
          <Text>
            {stateWords(view, formatDate)} · {endWords(view.end, formatDate)}
          </Text>
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="plan-summary">
          {online ? (readError ?? 'Reading the plan…') : 'Offline: the plan’s visits on this device.'}
        </Text>
      )}
      <Text fontSize="sm" fontWeight="medium" mt="2">
        Next visits
      </Text>
      {visits.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          None booked.
        </Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" fontSize="sm" data-testid="plan-visits">
          {visits.map((v) => (
            <HStack as="li" key={v.id} gap="2" flexWrap="wrap" aria-current={v.id === booking.id ? 'true' : undefined} fontWeight={v.id === booking.id ? 'semibold' : undefined}>
              <Text>
                {formatDate(v.booking_date)} {v.booking_time}
                {v.id === booking.id ? ' (this visit)' : ''}
              </Text>
              {v.needs_time ? (
                <Text as="span" color="orange.800" fontWeight="semibold">
                  {NEEDS_NEW_TIME}
                </Text>
              ) : null}
            </HStack>
          ))}
        </Stack>
      )}
      {open && !ended ? (
        <HStack gap="2" flexWrap="wrap" mt="3" role="group" aria-label="Plan actions">
          <Button size="sm" variant="outline" minH="44px" disabled={busy} onClick={() => openAsk('skip')}>
            Skip This Visit
          </Button>
          <Button size="sm" variant="outline" minH="44px" disabled={busy} onClick={() => setEditing(true)}>
            Change This and Following
          </Button>
          <Button size="sm" variant="outline" minH="44px" disabled={busy} onClick={() => openAsk('pause')}>
            Pause Plan
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" minH="44px" disabled={busy} onClick={() => openAsk('end')}>
            End Plan
          </Button>
        </HStack>
      ) : null}

      {editing ? <PlanSeriesDialog booking={booking} plan={view} onClose={() => setEditing(false)} onDone={() => setReads((n) => n + 1)} /> : null}

      {ASKS.map((kind) => (
        <ConfirmDialog key={kind} open={ask === kind} {...QUESTIONS[kind]} busy={busy} onCancel={() => setAsk(null)} onConfirm={() => confirmAsk(kind)}>
          {kind === 'skip' ? (
            `${formatDate(booking.booking_date)} at ${booking.booking_time} is cancelled; the plan's other visits stay.`
          ) : (
            <DateQuestion {...DATE_QUESTIONS[kind]} date={date} min={today} onChange={setDate} />
          )}
        </ConfirmDialog>
      ))}
    </Box>
  );
}

function DateQuestion({ label, date, min, onChange, note }: { label: string; date: string; min: string; onChange(date: string): void; note: string }) {
  return (
    <Stack gap="2">
      <Field.Root invalid={date < min}>
        <Field.Label>{label}</Field.Label>
        <Input type="date" value={date} min={min} onChange={(e) => onChange(e.target.value)} />
        {date < min ? <Field.ErrorText>Choose today or a later date.</Field.ErrorText> : null}
      </Field.Root>
      <Text fontSize="sm">{note}</Text>
    </Stack>
  );
}
