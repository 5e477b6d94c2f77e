// "Your plan" on the manage page of a maintenance plan's visit: what the
// customer agreed (the package, the cadence in words, the price per visit),
// where the plan stands (active, paused until a date, ending or ended) and its
// next visits (one whose usual time was taken says a time is to be picked).
// From it: skip this visit, pause until a date, end the plan from a date; each
// confirmed, then queued in the outbox (sent once, offline first) and answered
// with the plan as it then stands, kept on this device with the booking so the
// section opens offline. A refusal is said in the server's words (a skip within
// 24 hours: call us), with the date the customer chose kept in its field.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Field, HStack, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ManagedPlan } from '@/lib/db/db';
import type { QueuedChange } from '@/lib/sync/outbox-kinds';
import type { MyBooking } from '@/domain/booking/self-service-schema';
import { cadenceWords } from '@/domain/plans/plan-words';
import { formatMoney } from '@/domain/money';
import { businessToday } from '@/domain/schedule/schedule';
import { longDate } from '@/domain/schedule/week-strip';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { dismissPlanRefusal, requestPlanChange } from './manage-service';
import type { PlanRefusal } from './use-managed-booking';

type PlanChangeKind = PlanRefusal['kind'];

/** Where the plan stands, in the customer's words. */
export function planStateWords(plan: Pick<ManagedPlan, 'state' | 'paused_until' | 'ended_from'>): string {
  if (plan.state === 'ended') return 'Ended';
  if (plan.state === 'paused' && plan.paused_until) return `Paused until ${longDate(plan.paused_until)}`;
  if (plan.ended_from) return `Ends ${longDate(plan.ended_from)}`;
  return 'Active';
}

const SENDING: Record<PlanChangeKind, string> = {
  skipMyPlanVisit: 'Skipping this visit…',
  pauseMyPlan: 'Pausing your plan…',
  endMyPlan: 'Ending your plan…',
};
const SAVED: Record<PlanChangeKind, string> = {
  skipMyPlanVisit: 'Your skip of this visit is saved on this device',
  pauseMyPlan: 'Your pause is saved on this device',
  endMyPlan: 'The end of your plan is saved on this device',
};
const PLAN_CHANGES: readonly PlanChangeKind[] = ['skipMyPlanVisit', 'pauseMyPlan', 'endMyPlan'];
/** The question asked before a change is sent. */
const QUESTIONS: Record<PlanChangeKind, { title: string; confirmLabel: string; cancelLabel: string }> = {
  skipMyPlanVisit: { title: 'Skip this visit?', confirmLabel: 'Yes, Skip This Visit', cancelLabel: 'Keep This Visit' },
  pauseMyPlan: { title: 'Pause your plan?', confirmLabel: 'Yes, Pause Plan', cancelLabel: 'Keep My Plan' },
  endMyPlan: { title: 'End your plan?', confirmLabel: 'Yes, End Plan', cancelLabel: 'Keep My Plan' },
};
/** What the question says of the change: the visit skipped, or the date a pause or the end takes effect. */
function questionDetail(kind: PlanChangeKind, booking: MyBooking, until: string, from: string): string {
  if (kind === 'skipMyPlanVisit') return `${booking.service_name} on ${longDate(booking.booking_date)} at ${booking.booking_time}. Your next visits stay as they are.`;
  if (kind === 'pauseMyPlan') return until ? `No visits before ${longDate(until)}. A visit within 24 hours stays as it is.` : '';
  return from ? `No visits from ${longDate(from)} on. A visit within 24 hours stays as it is.` : '';
}
const REFUSED: Record<PlanChangeKind, string> = {
  skipMyPlanVisit: 'We could not skip this visit.',
  pauseMyPlan: 'We could not pause your plan.',
  endMyPlan: 'We could not end your plan.',
};

function DateField({ label, value, min, onChange, disabled }: { label: string; value: string; min: string; onChange: (v: string) => void; disabled: boolean }) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input type="date" size="lg" bg="white" min={min} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

export function PlanSection({
  id,
  token,
  booking,
  plan,
  waiting,
  refusal,
  online,
  onChanged,
}: {
  id: string;
  token: string;
  booking: MyBooking;
  /** The plan as last read (undefined: not read on this device yet). */
  plan: ManagedPlan | undefined;
  waiting: QueuedChange | undefined;
  refusal: PlanRefusal | null;
  online: boolean;
  /** A change was answered: the page reads the booking again (a skipped visit is now cancelled). */
  onChanged: () => void;
}) {
  const headingId = useId();
  const today = useMemo(() => businessToday(new Date()), []);
  // What the customer typed stays in its field; a refused one is given back from what was sent.
  const [until, setUntil] = useState(refusal?.kind === 'pauseMyPlan' ? (refusal.date ?? '') : '');
  const [from, setFrom] = useState(refusal?.kind === 'endMyPlan' ? (refusal.date ?? '') : '');
  const [confirming, setConfirming] = useState<PlanChangeKind | null>(null);
  const waitingKind = waiting && (waiting.kind === 'skipMyPlanVisit' || waiting.kind === 'pauseMyPlan' || waiting.kind === 'endMyPlan') ? waiting.kind : null;
  const sendingNow = !!waiting && online && waiting.last_error === null;

  // A change that was waiting is answered and not refused: say so, and read the booking again.
  const [done, setDone] = useState<PlanChangeKind | null>(null);
  const [lastWaiting, setLastWaiting] = useState(waitingKind);
  if (waitingKind !== lastWaiting) {
    setLastWaiting(waitingKind);
    if (waitingKind) setDone(null);
    else if (lastWaiting && !refusal) setDone(lastWaiting);
  }
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!done) return;
    onChanged();
    doneRef.current?.focus({ preventScroll: true });
    doneRef.current?.scrollIntoView({ block: 'center' });
  }, [done, onChanged]);

  // A refused date comes back into its field (the page may have been reloaded since it was typed).
  const refusedKey = refusal ? `${refusal.kind}|${refusal.date ?? ''}` : null;
  const [lastRefused, setLastRefused] = useState(refusedKey);
  if (refusedKey !== lastRefused) {
    setLastRefused(refusedKey);
    if (refusal?.kind === 'pauseMyPlan' && refusal.date) setUntil(refusal.date);
    if (refusal?.kind === 'endMyPlan' && refusal.date) setFrom(refusal.date);
  }

  if (!plan) {
    return (
      <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="blue.200" bg="blue.50" rounded="lg" p="4" data-testid="plan-section">
        <Heading as="h2" size="lg" id={headingId}>
          Your plan
        </Heading>
        <Text mt="2">This visit is part of your maintenance plan. Open this page when you're online to see your plan.</Text>
      </Box>
    );
  }

  const ended = plan.state === 'ended';
  const thisVisit = plan.next_visits.find((v) => v.id === id);
  const canSkip = !ended && !!thisVisit && (booking.status === 'pending' || booking.status === 'confirmed');
  const busy = !!waiting;
  const send = async (kind: PlanChangeKind) => {
    if (kind === 'skipMyPlanVisit') await requestPlanChange(id, token, { kind });
    else if (kind === 'pauseMyPlan') await requestPlanChange(id, token, { kind, until });
    else await requestPlanChange(id, token, { kind, from });
    setConfirming(null);
  };

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="blue.200" bg="blue.50" rounded="lg" p="4" data-testid="plan-section">
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={headingId}>
            Your plan
          </Heading>
          <Text data-testid="plan-cadence" fontWeight="semibold">
            {cadenceWords(plan.cadence)} at {plan.start_time}
          </Text>
          <Text data-testid="plan-price">
            {plan.service_name}, {formatMoney(plan.price)} a visit
          </Text>
          <HStack>
            <Badge colorPalette={plan.state === 'active' && !plan.ended_from ? 'green' : plan.state === 'paused' ? 'orange' : 'gray'} data-testid="plan-state">
              {planStateWords(plan)}
            </Badge>
          </HStack>
        </Stack>

        <Stack gap="1">
          <Heading as="h3" size="md">
            Next visits
          </Heading>
          {plan.next_visits.length === 0 ? (
            <Text>No visits planned.</Text>
          ) : (
            <Box as="ul" listStyleType="none" data-testid="plan-visits">
              {plan.next_visits.map((v) => (
                <Box as="li" key={v.id} py="1" data-testid="plan-visit" aria-current={v.id === id ? 'true' : undefined} fontWeight={v.id === id ? 'semibold' : undefined}>
                  {longDate(v.booking_date)} {v.needs_time ? <Text as="span" color="orange.700">: pick a time, our usual time is taken</Text> : `at ${v.booking_time}`}
                  {v.id === id ? ' (this visit)' : ''}
                </Box>
              ))}
            </Box>
          )}
        </Stack>

        {waitingKind && sendingNow ? (
          <Alert.Root status="info" role="status" data-testid="plan-change-sending">
            <Spinner size="sm" />
            <Alert.Content>
              <Alert.Title>{SENDING[waitingKind]}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
        ) : waitingKind ? (
          <Alert.Root status="info" role="status" data-testid="plan-change-waiting">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{SAVED[waitingKind]}</Alert.Title>
              <Alert.Description>
                {online ? "We couldn't reach our booking system yet: it will be sent as soon as we can." : "It will be sent when you're back online. You can close this page."}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}

        {done && !waiting ? (
          <Alert.Root status="success" role="status" data-testid="plan-change-done" ref={doneRef} tabIndex={-1} outline="none">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {done === 'skipMyPlanVisit'
                  ? 'This visit is skipped.'
                  : done === 'pauseMyPlan' && plan.paused_until
                    ? `Your plan is paused: no visits before ${longDate(plan.paused_until)}.`
                    : plan.ended_from
                      ? `Your plan ends: no visits from ${longDate(plan.ended_from)}.`
                      : 'Your plan is changed.'}
              </Alert.Title>
              {booking.customer_email ? <Alert.Description>We have e-mailed you your next visits.</Alert.Description> : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}

        {refusal && !waiting ? (
          <Alert.Root status="error" role="alert" data-testid="plan-change-refused">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{REFUSED[refusal.kind]}</Alert.Title>
              <Alert.Description>{refusal.message}</Alert.Description>
              <HStack mt="2">
                <Button type="button" size="sm" minH="44px" variant="outline" onClick={() => void dismissPlanRefusal(id)}>
                  Dismiss
                </Button>
              </HStack>
            </Alert.Content>
          </Alert.Root>
        ) : null}

        {ended ? null : (
          <Stack gap="4" role="group" aria-label="Change your plan">
            {canSkip ? (
              <Button alignSelf="flex-start" colorPalette="blue" variant="outline" minH="44px" disabled={busy} onClick={() => setConfirming('skipMyPlanVisit')}>
                Skip This Visit
              </Button>
            ) : null}
            <Stack gap="2">
              <DateField label="Pause until" value={until} min={today} onChange={setUntil} disabled={busy} />
              <Button alignSelf="flex-start" variant="outline" minH="44px" disabled={busy || !until} onClick={() => setConfirming('pauseMyPlan')}>
                Pause Plan
              </Button>
            </Stack>
            <Stack gap="2">
              <DateField label="End plan from" value={from} min={today} onChange={setFrom} disabled={busy} />
              <Button alignSelf="flex-start" colorPalette="red" variant="outline" minH="44px" disabled={busy || !from} onClick={() => setConfirming('endMyPlan')}>
                End Plan
              </Button>
            </Stack>
          </Stack>
        )}
      </Stack>

      {PLAN_CHANGES.map((kind) => (
        <ConfirmDialog key={kind} open={confirming === kind} {...QUESTIONS[kind]} onCancel={() => setConfirming(null)} onConfirm={() => send(kind)}>
          {questionDetail(kind, booking, until, from)}
        </ConfirmDialog>
      ))}
    </Box>
  );
}
