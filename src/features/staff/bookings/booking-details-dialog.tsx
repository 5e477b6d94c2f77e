// The details dialog: every field of a booking, its history (who changed
// what, when), the status actions it allows (Mark as Completed and No-show
// once its start has passed), On My Way on the day, what comes later and when, the customer's card with their note,
// a maintenance plan (set up from a plan package's booking; on a plan's visit, the plan and its changes) and, for
// admins, delete after a confirmation dialog.
import type { ShownBooking } from '@/lib/sync/shown';
import { memo, useState } from 'react';
import { Badge, Button, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { HistoryEntry } from '@/domain/booking/booking-history';
import { actionsFor } from '@/domain/booking/status';
import { bookingStartInstant } from '@/domain/booking/change-window';
import { onMyWayOffered } from '@/domain/schedule/crew-schema';
import { actionsLater } from '@/domain/booking/actions-later';
import { needsNewTime } from '@/domain/booking/customer-card';
import { NEEDS_NEW_TIME_WORDS, withoutFullStop } from '@/domain/schedule/reschedule-words';
import { CustomerCardSection } from './customer-card-section';
import { OnMyWayDialog } from '../day/on-my-way-dialog';
import { AskToRescheduleDialog } from '../blocks/ask-to-reschedule-dialog';
import { NEEDS_NEW_TIME } from '../plain-parts';
import { formatPrice, shortId } from './dashboard-model';
import { ADDRESS_MISSING, STATUS_COLORS, addressLabel, addressMissing, durationLabel, formatDate, formatDateTime, mapsUrl, telHref, vehicleLabel } from '../booking-format';
import { onMyWayState, onMyWayText } from '../day/on-my-way-state';
import { runDelete, runStatusChange } from '../booking-actions';
import { RescheduleDialog } from './reschedule-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AnonymizeBookingButton } from './anonymize-booking-button';
import { RenewLinkButton } from './renew-link-button';
import { StaffDialog } from '../staff-dialog';
import { addDaysToDate } from '@/domain/schedule/schedule';
import { ConflictNotices } from './conflict-notices';
import { photoRequiredRefusal } from '@/domain/photos/condition-check';
import { PhotosSection } from '../job/photos-section';
import { ConditionCheckSection } from '../job/condition-check-section';
import { PlanSetupDialog } from '../plans/plan-setup-dialog';
import { PlanSection } from '../plans/plan-section';
import { offersPlan } from '../plans/plan-words';
import { PlanBadge } from '../plain-parts';
import { cadenceWords } from '@/domain/plans/plan-words';

export interface BookingDetailsDialogProps {
  booking: ShownBooking | null;
  /** Every booking on the device: the customer's card is worked out from them. */
  all: readonly ShownBooking[];
  canDelete: boolean;
  onClose: () => void;
  /** Opens another booking (one of the customer's others). */
  onOpen: (id: string) => void;
  /** Opens the quote a booking came from in the Quotes view (admins: only they read quotes). */
  onOpenQuote?: (id: string) => void;
}

/** A quoted job of whole days: its dates, each 8:00 AM to 7:00 PM on the same crew. */
function jobDaysLabel(firstDate: string, days: number): string {
  if (days === 1) return `1 day, ${formatDate(firstDate)}, 8:00 AM to 7:00 PM`;
  return `${days} days, ${formatDate(firstDate)} to ${formatDate(addDaysToDate(firstDate, days - 1))}, 8:00 AM to 7:00 PM each`;
}


function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // minmax(0, 1fr) and anywhere-wrapping: a long e-mail or street breaks inside the phone's width instead of running off it.
    <Grid templateColumns={{ base: '6rem minmax(0, 1fr)', sm: '8rem minmax(0, 1fr)' }} gap="2">
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text fontSize="sm" as="div" minW="0" overflowWrap="anywhere">
        {children}
      </Text>
    </Grid>
  );
}

const CHANGE_LABELS: Record<HistoryEntry['change'], string> = {
  created: 'Booked',
  rescheduled: 'Rescheduled',
  status: 'Status changed',
  cancelled: 'Cancelled',
  deleted: 'Deleted',
  anonymized: 'Anonymized',
  'not-applied': 'Not applied',
  'reschedule-asked': 'Asked to reschedule',
  'on-my-way': 'On my way sent',
  note: 'Customer note',
  address: 'Address changed by the customer',
  photo: 'Photo',
  condition: 'Condition check',
  link: 'New booking link sent',
};

/** A history entry's "2026-12-01 10:00 AM" (a reschedule's before and after) as every other date is written. */
const placeLabel = (text: string | null) => text?.replace(/^(\d{4}-\d{2}-\d{2}) (?=\d{1,2}:\d{2} [AP]M$)/, (_m, date: string) => `${formatDate(date)} `) ?? null;

/** "Rescheduled: Tue, Dec 1, 2026 10:00 AM → Thu, Dec 3, 2026 1:00 PM", by whom, when. */
function historyLine(h: HistoryEntry): { what: string; who: string; when: string } {
  const [from, to] = [placeLabel(h.from), placeLabel(h.to)];
  const change = from && to ? `${from} → ${to}` : (to ?? from ?? '');
  const who = h.by === 'customer' ? 'Customer' : h.by === 'system' ? 'System' : `${h.by_email ?? 'Unknown'} (${h.by})`;
  return { what: `${CHANGE_LABELS[h.change]}${change ? `: ${change}` : ''}`, who, when: formatDateTime(h.at) };
}

function HistoryList({ history }: { history: readonly HistoryEntry[] }) {
  if (history.length === 0) return <Text fontSize="sm">—</Text>;
  return (
    <Stack as="ol" gap="1" data-testid="booking-history" listStyleType="none">
      {history.map((h, i) => {
        const line = historyLine(h);
        return (
          <Text as="li" key={`${h.at}-${i}`} fontSize="sm">
            {line.what}
            <Text as="span" color="fg.muted" display="block">
              {line.who}, {line.when}
            </Text>
          </Text>
        );
      })}
    </Stack>
  );
}

// Memoized: closed, it is not rendered again by every keystroke or day change of the dashboard around it.
export const BookingDetailsDialog = memo(function BookingDetailsDialog({ booking, all, canDelete, onClose, onOpen, onOpenQuote }: BookingDetailsDialogProps) {
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const [onMyWayOpen, setOnMyWayOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  /** The booking a plan is being set up from (this one, or one of the customer's on their card). */
  const [planFrom, setPlanFrom] = useState<ShownBooking | null>(null);
  const canReschedule = booking !== null && (booking.status === 'pending' || booking.status === 'confirmed');
  const address = booking ? addressLabel(booking) : null;
  const now = new Date();
  const started = booking !== null && bookingStartInstant(booking).getTime() <= now.getTime();
  const onMyWay = booking ? onMyWayState(booking) : null;

  return (
    <>
      <StaffDialog open={booking !== null} onClose={onClose} title={booking ? `Booking ${shortId(booking.id)}` : null} size={{ base: 'full', md: 'md' }} scrollBody>
        {booking ? (
          <>
            <ConflictNotices bookingId={booking.id} />
            <HStack gap="2" flexWrap="wrap" mb="4" role="group" aria-label="Actions">
              {onMyWayOffered(booking, now) ? (
                <Button size="sm" colorPalette="blue" disabled={busy} onClick={() => setOnMyWayOpen(true)}>
                  On My Way
                </Button>
              ) : null}
              {actionsFor(booking.status, started).map((action) => (
                <Button
                  title={photoRequiredRefusal(booking, action.to) ?? undefined}
                  key={action.to}
                  size="sm"
                  colorPalette={action.to === 'cancelled' ? 'red' : action.to === 'completed' ? 'green' : action.to === 'no-show' ? 'purple' : 'blue'}
                  bg={action.to === 'completed' ? 'green.700' : undefined}
                  variant={action.to === 'cancelled' || action.to === 'no-show' ? 'outline' : 'solid'}
                  disabled={busy || photoRequiredRefusal(booking, action.to) !== null}
                  onClick={async () => {
                    setBusy(true);
                    await runStatusChange(booking, action.to);
                    setBusy(false);
                  }}
                >
                  {action.label}
                </Button>
              ))}
              {canReschedule ? (
                <Button size="sm" colorPalette="blue" variant="outline" disabled={busy} onClick={() => setRescheduling(true)}>
                  Reschedule
                </Button>
              ) : null}
              {canDelete ? (
                <Button size="sm" colorPalette="red" variant="ghost" disabled={busy} onClick={() => setConfirmDelete(true)}>
                  Delete Booking
                </Button>
              ) : null}
              {canDelete && canReschedule && !needsNewTime(booking) ? (
                <Button size="sm" colorPalette="blue" variant="ghost" disabled={busy} onClick={() => setAsking(true)}>
                  Ask to Reschedule
                </Button>
              ) : null}
              {canDelete ? <AnonymizeBookingButton booking={booking} /> : null}
              {offersPlan(booking) ? (
                <Button size="sm" colorPalette="blue" variant="outline" disabled={busy} onClick={() => setPlanFrom(booking)}>
                  Set Up Plan
                </Button>
              ) : null}
            </HStack>
            {actionsFor(booking.status, started).some((a) => photoRequiredRefusal(booking, a.to)) ? (
              <Text fontSize="sm" color="orange.800" mt="-2" mb="4" data-testid="photo-required">
                {actionsFor(booking.status, started)
                  .map((a) => photoRequiredRefusal(booking, a.to))
                  .find((r) => r !== null)}
              </Text>
            ) : null}
            {actionsLater(booking, now).length > 0 ? (
              <Stack as="ul" gap="0" mt="-2" mb="4" listStyleType="none" fontSize="sm" color="fg.muted" data-testid="actions-later">
                {actionsLater(booking, now).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Stack>
            ) : null}
            <Stack gap="2">
              <Row label="Status">
                <Badge colorPalette={STATUS_COLORS[booking.status]}>{booking.status}</Badge>
                {booking.pending ? <Badge ml="1" variant="outline" colorPalette="orange">pending sync</Badge> : null}
                {booking.plan_id ? (
                  <Text as="span" ml="1">
                    <PlanBadge />
                  </Text>
                ) : null}
                {needsNewTime(booking) ? (
                  <Badge ml="1" colorPalette="orange" data-testid="needs-new-time">
                    {NEEDS_NEW_TIME}
                  </Badge>
                ) : null}
              </Row>
              {needsNewTime(booking) && booking.reschedule_request ? (
                <Row label="Asked to move">
                  {booking.reschedule_request.reason}
                  {booking.reschedule_request.note ? `: ${withoutFullStop(booking.reschedule_request.note)}` : ''}, {formatDateTime(booking.reschedule_request.asked_at)}
                  {booking.reschedule_request.emailed ? ' (e-mailed)' : ' (no e-mail: call them)'}
                  {/* What the customer reads on their booking page meanwhile, so the office tells them the same. */}
                  {booking.reschedule_request.emailed ? (
                    <Text as="span" display="block" color="fg.muted" data-testid="needs-new-time-told">
                      {NEEDS_NEW_TIME_WORDS.staff}
                    </Text>
                  ) : null}
                </Row>
              ) : null}
              {onMyWay ? (
                <Row label="On my way">
                  <span data-testid="on-my-way-state">{onMyWayText(onMyWay)}</span>
                </Row>
              ) : null}
              <Row label="Customer">{booking.customer_name}</Row>
              <Row label="Email">
                {booking.customer_email ? <Link href={`mailto:${booking.customer_email}`}>{booking.customer_email}</Link> : '—'}
                <RenewLinkButton booking={booking} />
              </Row>
              <Row label="Phone">{booking.customer_phone ? <Link href={telHref(booking.customer_phone)}>{booking.customer_phone}</Link> : '—'}</Row>
              <Row label="Service">{booking.service_name}</Row>
              <Row label="Date">{formatDate(booking.booking_date)}</Row>
              <Row label="Time">{booking.booking_time}</Row>
              {booking.job_days ? (
                <Row label="Days">
                  <span data-testid="job-days">{jobDaysLabel(booking.booking_date, booking.job_days)}</span>
                </Row>
              ) : (
                <Row label="Duration">{durationLabel(booking.duration_min)}</Row>
              )}
              {booking.quote_id ? (
                <Row label="Quote">
                  {onOpenQuote ? (
                    <Link as="button" onClick={() => onOpenQuote(booking.quote_id!)} data-testid="from-quote">
                      From quote {shortId(booking.quote_id)}
                    </Link>
                  ) : (
                    <span data-testid="from-quote">From quote {shortId(booking.quote_id)}</span>
                  )}
                </Row>
              ) : null}
              <Row label="Vehicle">{vehicleLabel(booking)}</Row>
              <Row label="Address">
                {addressMissing(booking) ? (
                  <Text as="span" color="red.700" fontWeight="semibold" display="block" data-testid="address-missing">
                    {ADDRESS_MISSING}
                    {booking.customer_phone ? (
                      <>
                        {' '}
                        <Link href={telHref(booking.customer_phone)}>{booking.customer_phone}</Link>
                      </>
                    ) : null}
                  </Text>
                ) : null}
                {address ? (
                  <Link href={mapsUrl(address)} target="_blank" rel="noopener noreferrer">
                    {address}
                  </Link>
                ) : (
                  '—'
                )}
              </Row>
              <Row label="Price">{formatPrice(booking.total_price)}</Row>
              <Row label="Comments">{booking.comments ?? '—'}</Row>
              {booking.plan_request ? (
                <Row label="Plan">
                  <span data-testid="plan-request">
                    Asked for a plan · {cadenceWords(booking.plan_request.cadence)} · {formatDateTime(booking.plan_request.asked_at)}
                  </span>
                </Row>
              ) : null}
              {booking.plan_id ? <PlanSection key={`plan-${booking.id}`} booking={booking} all={all} /> : null}
              <CustomerCardSection booking={booking} all={all} onOpen={onOpen} onSetUpPlan={setPlanFrom} />
              <Row label="Created">{formatDateTime(booking.created_at)}</Row>
              <ConditionCheckSection key={`condition-${booking.id}`} booking={booking} />
              <PhotosSection key={`photos-${booking.id}`} booking={booking} />
              <Row label="History">
                <HistoryList history={booking.history ?? []} />
              </Row>
            </Stack>
          </>
        ) : null}
      </StaffDialog>

      {onMyWayOpen && booking ? <OnMyWayDialog booking={booking} onClose={() => setOnMyWayOpen(false)} /> : null}
      {planFrom ? <PlanSetupDialog booking={planFrom} initialCadence={planFrom.plan_request?.cadence} onClose={() => setPlanFrom(null)} /> : null}
      {asking && booking ? <AskToRescheduleDialog booking={booking} onClose={() => setAsking(false)} /> : null}
      {/* Mounted when opened: the form starts from the booking's current date each time. */}
      {rescheduling && canReschedule ? <RescheduleDialog booking={booking} onClose={() => setRescheduling(false)} /> : null}

      <ConfirmDialog
        open={confirmDelete && booking !== null}
        title="Delete this booking?"
        confirmLabel="Delete"
        cancelLabel="Keep Booking"
        busy={busy}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={async () => {
          if (!booking) return;
          setBusy(true);
          const done = await runDelete(booking.id);
          setBusy(false);
          setConfirmDelete(false);
          if (done) onClose();
        }}
      >
        {`${booking ? `${booking.customer_name}, ${booking.service_name} on ${formatDate(booking.booking_date)}.` : ''} This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
});
