// /manage-booking#id=…&t=…: the customer's own booking from the link in their
// e-mails: its details and status, and until 24 hours before the start a
// reschedule (the wizard's own date/time control) and a cancel; the service
// address until the job starts (a new city only until the 24 hours, and only
// where the crew can still get to at that time: refused, the page offers a
// new time for the new address). Changes go through the outbox, so they wait
// on this device without a connection. When the business asked for a new time
// (a rain day), the page says so and the customer may move it even within the
// 24 hours. A maintenance plan's visit shows its plan, with skip, pause and end
// (plan-section.tsx); moving one visit is this page's own reschedule.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Container, Grid, HStack, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BUSINESS } from '@/config/business';
import { VEHICLE_TYPES, type VehicleType } from '@/domain/catalog';
import { CHANGE_WINDOW_MESSAGES, bookingStartInstant, customerAddressChange, customerChange } from '@/domain/booking/change-window';
import { CITIES, cityIdOf } from '@/domain/schedule/cities';
import { customerBookingStatus, customerStatusLabel } from '@/domain/booking/customer-status';
import { formatMoney } from '@/domain/money';
import { PHOTO_TAG_LABELS } from '@/domain/photos/job-photo-records';
import { NOT_FOUND_MESSAGE, addressText, type MyBooking, type ServiceAddress } from '@/domain/booking/self-service-schema';
import { NEEDS_NEW_TIME_WORDS, asSentence, rescheduleReasonText } from '@/domain/schedule/reschedule-words';
import { longDate, weekOffsetOf } from '@/domain/schedule/week-strip';
import { PageHead } from '@/lib/head/page-head';
import type { QueuedChange } from '@/lib/sync/outbox-kinds';
import { useOnline } from '@/lib/use-online';
import { retryDelayMs } from '@/lib/retry-backoff';
import { DateTimePicker } from '@/components/booking/date-time-picker';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import '@/components/booking/booking.css';
import { dismissRefusal, loadManagedBooking, parseManageHash, requestCancel, requestReschedule, sendChangeAgain, type LoadResult } from './manage-service';
import { LinkRenewed, RenewLink } from './renew-link';
import { useManagedBooking, type ManagedRefusal } from './use-managed-booking';
import { AddressForm } from './address-form';
import { PlanSection } from './plan-section';

export const MANAGE_META = {
  title: 'Manage Your Booking | Coastline Mobile Detailing',
  description: 'Reschedule or cancel your detailing appointment.',
  path: '/manage-booking',
  noindex: true,
} as const;

/** Once the appointment is over (or cancelled): the customer's erasure request under BC's PIPA, to the business by e-mail. */
export const ERASURE_REQUEST = {
  text: 'You can ask us to erase your personal details from this booking; we keep only its date, service and price.',
  link: 'Ask to erase my details',
} as const;

/** A mailto: link with the request filled in (the reference lets the owner find the booking). */
export function erasureRequestHref(bookingId: string): string {
  const ref = bookingId.slice(0, 8);
  const subject = `Erase my personal details (booking ${ref})`;
  const body = `Please erase my personal details from booking ${ref} (${bookingId}).`;
  return `mailto:${BUSINESS.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

const STATUS_COLORS = { pending: 'green', confirmed: 'green', completed: 'blue', cancelled: 'red', 'no-show': 'purple' } as const;

/** The customer's change kept to send: said while it is being sent, and once it waits on this device. */
function waitingWords(kind: QueuedChange['kind'], payload: { booking_date?: string; booking_time?: string } | undefined, booking: MyBooking): { sending: string; saved: string } {
  if (kind === 'cancelMyBooking') return { sending: 'Cancelling your booking…', saved: 'Your cancellation is saved on this device' };
  if (kind === 'setMyBookingAddress') return { sending: 'Saving your address…', saved: 'Your address is saved on this device' };
  const newTime = `${longDate(payload?.booking_date ?? booking.booking_date)} at ${payload?.booking_time}`;
  return { sending: `Moving your booking to ${newTime}…`, saved: `Your new time (${newTime}) is saved on this device` };
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Grid templateColumns={{ base: '7rem 1fr', md: '9rem 1fr' }} gap="2" as="div">
      <Text color="fg.muted">{label}</Text>
      <Text as="div">{children}</Text>
    </Grid>
  );
}

/** `onChangeAddress`: the address may be corrected now (a button beside it opens the form). */
function BookingSummary({ b, onChangeAddress }: { b: MyBooking; onChangeAddress?: () => void }) {
  const status = customerBookingStatus(b);
  const vehicle = [VEHICLE_TYPES[b.vehicle_type as VehicleType]?.label ?? b.vehicle_type, [b.vehicle_make, b.vehicle_model].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap="2" bg="gray.50" rounded="lg" p="4" data-testid="managed-booking">
      <Row label="Service">{b.service_name}</Row>
      <Row label="Vehicle">{vehicle}</Row>
      <Row label="Date and time">
        <span data-testid="managed-when">
          {longDate(b.booking_date)} at {b.booking_time}
        </span>
      </Row>
      <Row label="Address">
        <Stack gap="2" align="flex-start">
          <span data-testid="managed-address">{b.service_street?.trim() ? addressText(b) : 'Not given yet'}</span>
          {onChangeAddress ? (
            <Button size="sm" minH="44px" variant="outline" onClick={onChangeAddress}>
              Change Address
            </Button>
          ) : null}
        </Stack>
      </Row>
      <Row label="Total">{formatMoney(b.total_price)}</Row>
      <Row label="Status">
        <Badge colorPalette={status.needsNewTime ? 'orange' : STATUS_COLORS[b.status]} data-testid="managed-status">
          {status.label}
        </Badge>
      </Row>
      <Row label="Reference">{b.id.slice(0, 8)}</Row>
      {b.photos && b.photos.length > 0 ? <SharedPhotos photos={b.photos} /> : null}
    </Stack>
  );
}

/**
 * The photos the crew shared, through expiring links the functions signed (same
 * origin). No copy of them is kept on the device (src/lib/pwa/private-images.ts):
 * offline, or once a kept link has expired, a photo cannot load, and is left out
 * rather than shown broken (the next answer of the server brings fresh links).
 */
function SharedPhotos({ photos }: { photos: NonNullable<MyBooking['photos']> }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = photos.filter((p) => !failed.has(p.url));
  if (shown.length === 0) return null;
  return (
    <Row label="Photos">
      <HStack gap="2" flexWrap="wrap" data-testid="managed-photos">
        {shown.map((p) => {
          const label = `${PHOTO_TAG_LABELS[p.tag]} photo${p.caption ? `: ${p.caption}` : ''}`;
          return (
            <Link key={p.url} href={p.url} target="_blank" rel="noopener noreferrer">
              <img
                src={p.url}
                alt={label}
                width={120}
                height={120}
                loading="lazy"
                onError={() => setFailed((was) => new Set(was).add(p.url))}
                style={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 6 }}
              />
            </Link>
          );
        })}
      </HStack>
    </Row>
  );
}

function CallUs({ text }: { text: string }) {
  return (
    <Text data-testid="call-to-change">
      {text.replace(BUSINESS.phoneDisplay, '')}
      <Link href={`tel:${BUSINESS.phoneE164}`} fontWeight="semibold">
        {BUSINESS.phoneDisplay}
      </Link>
    </Text>
  );
}

/**
 * Why the server refused the customer's last change, and the next step it
 * allows: send it again (a conflict), another time (the time was taken), a new
 * time for a new address (a city the crew cannot reach at the booking's time).
 */
function RefusalAlert({
  refusal,
  canMove,
  onSendAgain,
  onPickTime,
  onDismiss,
  alertRef,
}: {
  refusal: ManagedRefusal;
  /** The booking may still be moved online (customerChange). */
  canMove: boolean;
  onSendAgain: () => void;
  onPickTime: () => void;
  onDismiss: () => void;
  alertRef?: React.Ref<HTMLDivElement>;
}) {
  return (
    <Alert.Root status="error" role="alert" data-testid="change-refused" ref={alertRef}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {refusal.kind === 'cancel' ? 'We could not cancel your booking.' : refusal.kind === 'address' ? 'We could not save your address.' : 'We could not move your booking.'}
        </Alert.Title>
        <Alert.Description>{refusal.reason === 'too-late' ? <CallUs text={refusal.message} /> : refusal.message}</Alert.Description>
        <HStack mt="2" gap="2" flexWrap="wrap">
          {refusal.reason === 'conflict' && canMove && (
            <Button type="button" size="sm" minH="44px" colorPalette="blue" onClick={onSendAgain}>
              Send My Change Again
            </Button>
          )}
          {refusal.reason === 'slot-taken' && canMove && (
            <Button type="button" size="sm" minH="44px" colorPalette="blue" onClick={onPickTime}>
              Pick Another Time
            </Button>
          )}
          {refusal.reason === 'drive' && canMove && refusal.address && (
            <Button type="button" size="sm" minH="44px" colorPalette="blue" onClick={onPickTime}>
              Pick a New Time
            </Button>
          )}
          <Button type="button" size="sm" minH="44px" variant="outline" onClick={onDismiss}>
            {refusal.reason === 'conflict' ? 'Keep It As It Is' : 'Dismiss'}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The device says it is online but the server did not answer: the page asks again by itself, and says so. */
function Unreachable({ children, onRetry }: { children: string; onRetry: () => void }) {
  return (
    <HStack gap="3" flexWrap="wrap" role="status" data-testid="manage-unreachable">
      <Text fontSize="sm" color="orange.700">
        {children} We'll keep trying.
      </Text>
      <Button size="sm" minH="44px" variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </HStack>
  );
}

export function ManagePage() {
  const [key, setKey] = useState<{ id: string; token: string } | null | undefined>(undefined);
  const [answer, setAnswer] = useState<{ for: string; result: LoadResult } | null>(null);
  const online = useOnline();
  const keyString = key ? `${key.id}|${key.token}` : null;

  useEffect(() => {
    const read = () => setKey(parseManageHash(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  // Asking again: after a failure while the device says it is online (with a growing wait,
  // since no `online` event will come), or at once on "Try again".
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  useEffect(() => {
    if (!key || !keyString) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void loadManagedBooking(key.id, key.token).then((result) => {
      if (cancelled) return;
      setAnswer({ for: keyString, result });
      const unanswered = result.kind === 'offline' || (result.kind === 'found' && result.stale);
      if (!unanswered) failures.current = 0;
      else if (navigator.onLine) retry = setTimeout(() => setAttempt((n) => n + 1), retryDelayMs(failures.current++));
    });
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [key, keyString, online, attempt]);
  const tryAgain = useCallback(() => {
    failures.current = 0;
    setAttempt((n) => n + 1);
  }, []);
  const answered: LoadResult | null = answer && answer.for === keyString ? answer.result : null;
  // The customer replaced this link: the page says where the new one went, and nothing of the booking stays on it.
  const [renewedFor, setRenewedFor] = useState<string | null>(null);
  const onRenewed = useCallback(() => setRenewedFor(keyString), [keyString]);
  const live = useManagedBooking(answered?.kind === 'found' ? key!.id : null);
  // The device's copy went while the page was open: a change sent through this link
  // found nothing on the server, so everything kept through it was dropped (outbox-kinds.ts).
  const dropped = answered?.kind === 'found' && live?.id === key?.id && !live?.managed;
  // A link without id or token is the same "not found" as a wrong one.
  const load: LoadResult | null = key === null || dropped ? { kind: 'not-found' } : answered;

  return (
    <Container maxW="2xl" py={{ base: 8, md: 12 }}>
      <PageHead meta={MANAGE_META} />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Manage Your Booking
        </Heading>
        {renewedFor !== null && renewedFor === keyString ? (
          <LinkRenewed />
        ) : !load ? (
          <HStack>
            <Spinner size="sm" />
            <Text>Loading your booking…</Text>
          </HStack>
        ) : load.kind === 'not-found' ? (
          <Text role="alert" data-testid="manage-not-found">
            {NOT_FOUND_MESSAGE}
          </Text>
        ) : load.kind === 'offline' ? (
          online ? (
            <Unreachable onRetry={tryAgain}>We couldn't reach our booking system, and this booking is not saved on this device yet.</Unreachable>
          ) : (
            <Text role="status">You're offline, and this booking is not saved on this device yet. Open the link again when you're back online.</Text>
          )
        ) : (
          <Managed id={key!.id} token={key!.token} stale={load.stale} live={live} fallback={load.managed.booking} online={online} onRetry={tryAgain} onRenewed={onRenewed} />
        )}
        <Text fontSize="sm" color="fg.muted">
          <Link asChild>
            <RouterLink to="/my-bookings">My bookings on this device</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Container>
  );
}

function Managed({
  id,
  token,
  stale,
  live,
  fallback,
  online,
  onRetry,
  onRenewed,
}: {
  id: string;
  token: string;
  stale: boolean;
  live: ReturnType<typeof useManagedBooking>;
  fallback: MyBooking;
  online: boolean;
  onRetry: () => void;
  onRenewed: () => void;
}) {
  const booking = live?.managed?.booking ?? fallback;
  const refusal = live?.refusal ?? null;
  const waiting = live?.waiting;
  const now = useMemo(() => new Date(), []);
  const change = customerChange(booking, now);
  // BC's PIPA: after the appointment (or once cancelled) the customer may ask for their details to be erased.
  const over = booking.status === 'completed' || booking.status === 'cancelled' || bookingStartInstant(booking).getTime() < now.getTime();
  const [mode, setMode] = useState<'view' | 'reschedule'>('view');
  // The address form for a saved address (the customer opened it), and a new address the next move takes with it.
  const [editingAddress, setEditingAddress] = useState(false);
  const [moveAddress, setMoveAddress] = useState<ServiceAddress | null>(null);
  const streetChange = customerAddressChange(booking, now, false);
  const cityChange = customerAddressChange(booking, now, true);
  const active = booking.status === 'pending' || booking.status === 'confirmed';
  // A quoted job of several whole days is moved by phone (the server refuses a new date for it).
  const multiDay = (booking.job_days ?? 1) > 1;
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [weekOffset, setWeekOffset] = useState(() => weekOffsetOf(now, booking.booking_date));
  const onTime = useCallback((t: string | null) => setTime(t), []);
  const exclude = useMemo(() => ({ id, token }), [id, token]);

  const waitingPayload = waiting?.kind === 'rescheduleMyBooking' ? waiting.payload : undefined;
  // Sent and not answered yet (no failed attempt): said as being done, not as kept on this device.
  const sendingNow = !!waiting && online && waiting.last_error === null;

  // A change that was waiting is answered and not refused: say it succeeded, with the booking's
  // time as it now stands, and bring that into view (the reschedule panel it came from is gone).
  const [done, setDone] = useState<'reschedule' | 'cancel' | 'address' | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [lastWaiting, setLastWaiting] = useState(waiting?.kind);
  if ((waiting?.kind ?? undefined) !== lastWaiting) {
    setLastWaiting(waiting?.kind);
    if (waiting) setDone(null);
    else if (lastWaiting && !refusal) {
      setDone(lastWaiting === 'cancelMyBooking' ? 'cancel' : lastWaiting === 'setMyBookingAddress' ? 'address' : 'reschedule');
      // The address is saved: its form has done its job.
      if (lastWaiting === 'setMyBookingAddress') setEditingAddress(false);
    }
  }
  useEffect(() => {
    if (!done) return;
    doneRef.current?.focus({ preventScroll: true });
    doneRef.current?.scrollIntoView({ block: 'center' });
  }, [done]);
  // A plan's visit moved or cancelled: its plan's list of visits is read again with the booking.
  const planVisit = !!booking.plan_id;
  useEffect(() => {
    if (done && done !== 'address' && planVisit) onRetry();
  }, [done, planVisit, onRetry]);

  // An address refused is shown in its form, with what was typed: the form opens for it, and the
  // refusal is brought into view there (on a phone the Save button may be far below the summary).
  const addressRefusal = refusal && !waiting && refusal.kind === 'address' ? refusal : null;
  const refusalRef = useRef<HTMLDivElement>(null);
  const refusalKey = addressRefusal ? `${addressRefusal.message}|${addressText(addressRefusal.address ?? {})}` : null;
  useEffect(() => {
    if (refusalKey) refusalRef.current?.scrollIntoView({ block: 'center' });
  }, [refusalKey]);
  const hasStreet = !!booking.service_street?.trim();
  const addressForm: 'add' | 'edit' | null = !active ? null : !hasStreet ? 'add' : streetChange === 'allowed' && (editingAddress || addressRefusal) ? 'edit' : null;
  const pickTime = (address: ServiceAddress | null) => {
    void dismissRefusal(id);
    setEditingAddress(false);
    setMoveAddress(address);
    setMode('reschedule');
  };
  const refusalProps = (r: ManagedRefusal) => ({
    refusal: r,
    canMove: change === 'allowed',
    onSendAgain: () => void sendChangeAgain(id),
    onPickTime: () => pickTime(r.reason === 'drive' ? r.address : null),
    onDismiss: () => void dismissRefusal(id),
  });

  return (
    <Stack gap="5">
      {stale &&
        (online ? (
          <Unreachable onRetry={onRetry}>We couldn't reach our booking system: this is your booking as last seen on this device.</Unreachable>
        ) : (
          <Text fontSize="sm" color="orange.700" role="status">
            You're offline: this is your booking as last seen on this device.
          </Text>
        ))}
      <BookingSummary
        b={booking}
        onChangeAddress={hasStreet && streetChange === 'allowed' && !addressForm && !waiting ? () => setEditingAddress(true) : undefined}
      />

      {waiting && sendingNow && (
        <Alert.Root status="info" role="status" data-testid="change-sending">
          <Spinner size="sm" />
          <Alert.Content>
            <Alert.Title>{waitingWords(waiting.kind, waitingPayload, booking).sending}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      {waiting && !sendingNow && (
        <Alert.Root status="info" role="status" data-testid="change-waiting">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{waitingWords(waiting.kind, waitingPayload, booking).saved}</Alert.Title>
            <Alert.Description>
              {online ? "We couldn't reach our booking system yet: it will be sent as soon as we can." : "It will be sent when you're back online. You can close this page."}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {done && !waiting && (
        <Alert.Root status="success" role="status" data-testid="change-done" ref={doneRef} tabIndex={-1} outline="none">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {done === 'cancel'
                ? 'Your booking is cancelled.'
                : done === 'address'
                  ? `Thank you: we will come to ${[booking.service_street, CITIES.find((c) => c.id === booking.service_city)?.name].filter(Boolean).join(', ')}.`
                  : `Your booking is moved to ${longDate(booking.booking_date)} at ${booking.booking_time}.`}
            </Alert.Title>
            {booking.customer_email && done !== 'address' && (
              <Alert.Description>
                {done === 'cancel' ? 'We have e-mailed you a confirmation.' : 'We have e-mailed you the new time, with an updated calendar event.'}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}

      {refusal && !waiting && !(addressRefusal && addressForm) ? <RefusalAlert {...refusalProps(refusal)} /> : null}

      {addressForm ? (
        <AddressForm
          id={id}
          token={token}
          mode={addressForm}
          initial={addressRefusal?.address ?? { service_street: addressForm === 'add' ? null : booking.service_street, service_city: booking.service_city, service_postal_code: booking.service_postal_code }}
          disabled={!!waiting}
          cityLocked={addressForm === 'edit' && cityChange !== 'allowed'}
          refusal={addressRefusal ? <RefusalAlert {...refusalProps(addressRefusal)} alertRef={refusalRef} /> : null}
          onCancel={
            addressForm === 'edit'
              ? () => {
                  void dismissRefusal(id);
                  setEditingAddress(false);
                }
              : undefined
          }
        />
      ) : null}

      {booking.reschedule_request && change === 'allowed' && !waiting ? (
        <Alert.Root status="warning" data-testid="reschedule-asked">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We're sorry: we can't come at this time</Alert.Title>
            <Alert.Description>
              Because of {rescheduleReasonText(booking.reschedule_request.reason)}, please pick a new time for your booking.
              {booking.reschedule_request.note ? ` ${asSentence(booking.reschedule_request.note)}` : ''} You can move it online even within 24 hours of it.{' '}
              {NEEDS_NEW_TIME_WORDS.meanwhile}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      {change === 'read-only' ? (
        <Text data-testid="read-only">
          This booking is {booking.status === 'no-show' ? 'marked as a no-show' : customerStatusLabel(booking.status).toLowerCase()} and can no longer be changed online. Questions? Call{' '}
          <Link href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phoneDisplay}</Link>.
        </Text>
      ) : change === 'too-late' ? (
        <CallUs text={CHANGE_WINDOW_MESSAGES.tooLate} />
      ) : mode === 'view' ? (
        <Stack gap="3">
          {multiDay ? <CallUs text={CHANGE_WINDOW_MESSAGES.multiDay} /> : null}
          <HStack gap="3" flexWrap="wrap" role="group" aria-label="Change your booking">
            {multiDay ? null : (
              <Button
                colorPalette="blue"
                disabled={!!waiting}
                onClick={() => {
                  setMoveAddress(null);
                  setMode('reschedule');
                }}
              >
                Reschedule
              </Button>
            )}
            <Button colorPalette="red" variant="outline" disabled={!!waiting} onClick={() => setConfirmCancel(true)}>
              Cancel Booking
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Stack gap="5" as="section" aria-label="Choose a new date and time">
          <Heading as="h2" size="lg">
            Choose a New Date & Time
          </Heading>
          <Text>
            Current: {longDate(booking.booking_date)} at {booking.booking_time}
          </Text>
          {moveAddress ? <Text data-testid="move-address">For your new address: {addressText(moveAddress)}</Text> : null}
          <DateTimePicker
            serviceName={booking.service_name}
            date={date}
            time={time}
            weekOffset={weekOffset}
            onWeekOffset={(offset) => {
              // As in the wizard: the times shown always belong to a day the strip shows as chosen.
              setWeekOffset(offset);
              setDate(null);
              setTime(null);
            }}
            onDate={(d) => {
              setDate(d);
              setTime(null);
            }}
            onTime={onTime}
            current={{ date: booking.booking_date, time: booking.booking_time }}
            excludeBooking={exclude}
            city={moveAddress ? cityIdOf(moveAddress.service_city) : null}
          />
          <HStack gap="3" flexWrap="wrap">
            <Button
              colorPalette="blue"
              disabled={!date || !time || !!waiting}
              onClick={async () => {
                if (!date || !time) return;
                await requestReschedule(id, token, date, time, moveAddress ?? undefined);
                setMode('view');
                setMoveAddress(null);
                setDate(null);
                setTime(null);
              }}
            >
              Confirm New Time
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setMode('view');
                setMoveAddress(null);
              }}
            >
              {moveAddress ? 'Keep My Booking As It Is' : 'Keep Current Time'}
            </Button>
          </HStack>
        </Stack>
      )}

      {booking.plan_id ? (
        <PlanSection
          id={id}
          token={token}
          booking={booking}
          plan={live?.managed?.plan}
          waiting={live?.planWaiting}
          refusal={live?.planRefusal ?? null}
          online={online}
          onChanged={onRetry}
        />
      ) : null}

      {!over && online && !waiting ? <RenewLink id={id} token={token} onRenewed={onRenewed} /> : null}

      {over ? (
        <Text fontSize="sm" color="fg.muted" data-testid="erasure-request">
          {ERASURE_REQUEST.text}{' '}
          <Link href={erasureRequestHref(booking.id)} color="blue.700" textDecoration="underline">
            {ERASURE_REQUEST.link}
          </Link>
        </Text>
      ) : null}

      <ConfirmDialog
        open={confirmCancel}
        title="Cancel this booking?"
        confirmLabel="Yes, Cancel Booking"
        cancelLabel="Keep Booking"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={async () => {
          await requestCancel(id, token);
          setConfirmCancel(false);
        }}
      >
        {`${booking.service_name} on ${longDate(booking.booking_date)} at ${booking.booking_time}. Your time will be freed for other customers.`}
      </ConfirmDialog>
      <Box />
    </Stack>
  );
}
