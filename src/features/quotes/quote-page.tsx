// /quote?id=…&token=…: the customer's quote from the link in its e-mail (the
// token is the quote's own secret; a renewed or wrong one opens nothing). The
// request as they made it with their photos, the options with their lines,
// price and length, the state and the last day (business time). Accepting an
// option opens a start picker with the times the crews can really take for its
// length in the quote's city (getQuoteTimes: a job of whole days offers its
// consecutive days), then the booking is made at the quoted price and shown
// with its manage link; the other options are declined with it. Every call is
// direct: times mean nothing offline, so the page says it needs a connection,
// and keeps the quote it already shows. The choice (option, start, the send's
// id) survives a failed call and a reload (sessionStorage), and a retry sends
// the same acceptance again, which the server answers as the first.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Container, Grid, HStack, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BUSINESS } from '@/config/business';
import { VEHICLE_TYPES, type VehicleType } from '@/domain/catalog';
import { formatMoney } from '@/domain/money';
import { QUOTE_MESSAGES } from '@/domain/quotes/quote-messages';
import { QUOTE_STATE_LABELS, type AcceptRefusal } from '@/domain/quotes/quote-lifecycle';
import type { GetQuoteTimesOutput, PublicQuote, QuoteOption } from '@/domain/quotes/quote-schema';
import { CITIES } from '@/domain/schedule/cities';
import { businessToday } from '@/domain/schedule/schedule';
import { customerStatusLabel } from '@/domain/booking/customer-status';
import { PageHead } from '@/lib/head/page-head';
import { useOnline } from '@/lib/use-online';
import { acceptQuote, declineQuote, loadQuote, loadQuoteTimes, type QuoteCallFailure } from './quote-page-service';
import {
  OPTION_STANDING_LABELS,
  clearChoice,
  dayButtonText,
  lengthText,
  nextChoice,
  openUntilText,
  optionStanding,
  pageOf,
  parseQuoteSearch,
  readChoice,
  startText,
  timesPage,
  writeChoice,
  type QuoteChoice,
} from './quote-page-view';

export const QUOTE_PAGE_META = {
  title: 'Your Quote | Coastline Mobile Detailing',
  description: 'See your quote, choose an option and book a time.',
  path: '/quote',
  noindex: true,
} as const;

const STATE_COLORS = { requested: 'gray', priced: 'gray', sent: 'blue', accepted: 'green', declined: 'red', expired: 'orange', withdrawn: 'gray' } as const;
const STANDING_COLORS = { booked: 'green', declined: 'red', closed: 'gray' } as const;

const money = (cents: number) => formatMoney(cents / 100, { cents: true });
const session = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** A message that ends with the business's phone: the number as a link to call. */
function WithPhone({ text }: { text: string }) {
  const at = text.indexOf(BUSINESS.phoneDisplay);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Link href={`tel:${BUSINESS.phoneE164}`} fontWeight="semibold">
        {BUSINESS.phoneDisplay}
      </Link>
      {text.slice(at + BUSINESS.phoneDisplay.length)}
    </>
  );
}

/** No answer came: offline, the page says a connection is needed; online, it offers to try again. */
function Unreachable({ offline, what, onRetry }: { offline: boolean; what: string; onRetry: () => void }) {
  return (
    <HStack gap="3" flexWrap="wrap" role="status" data-testid="quote-unreachable">
      <Text fontSize="sm" color="orange.700">
        {offline ? `You're offline: ${what} needs a connection.` : `We couldn't reach our booking system: ${what} did not load.`}
      </Text>
      {!offline && (
        <Button size="sm" minH="44px" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </HStack>
  );
}

type Load = { kind: 'found'; quote: PublicQuote } | { kind: 'not-found' } | { kind: 'unreachable'; offline: boolean };

export function QuotePage() {
  const [key, setKey] = useState<{ id: string; token: string } | null | undefined>(undefined);
  const [load, setLoad] = useState<Load | null>(null);
  const [attempt, setAttempt] = useState(0);
  const online = useOnline();

  useEffect(() => {
    const read = () => setKey(parseQuoteSearch(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    void loadQuote(key.id, key.token).then((result) => {
      if (cancelled) return;
      // A quote already shown stays when a later read gets no answer.
      if (result.ok) setLoad({ kind: 'found', quote: result.value });
      else if (result.failure.kind === 'not-found') setLoad({ kind: 'not-found' });
      else if (result.failure.kind === 'unreachable') {
        const offline = result.failure.offline;
        setLoad((was) => (was?.kind === 'found' ? was : { kind: 'unreachable', offline }));
      } else setLoad((was) => (was?.kind === 'found' ? was : { kind: 'unreachable', offline: false }));
    });
    return () => {
      cancelled = true;
    };
    // `online`: back online, the page reads again by itself.
  }, [key, online, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const shown: Load | null = key === null ? { kind: 'not-found' } : load;
  return (
    <Container maxW="2xl" py={{ base: 8, md: 12 }} px={{ base: 4, md: 6 }}>
      <PageHead meta={QUOTE_PAGE_META} />
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Your Quote
        </Heading>
        {!shown ? (
          <HStack role="status">
            <Spinner size="sm" />
            <Text>Loading your quote…</Text>
          </HStack>
        ) : shown.kind === 'not-found' ? (
          <Stack gap="2" role="alert" data-testid="quote-not-found">
            <Text>{QUOTE_MESSAGES.notFound}</Text>
            <Text>
              <Link href={`tel:${BUSINESS.phoneE164}`} fontWeight="semibold">
                Call {BUSINESS.phoneDisplay}
              </Link>
            </Text>
          </Stack>
        ) : shown.kind === 'unreachable' ? (
          <Unreachable offline={shown.offline || !online} what="opening your quote" onRetry={reload} />
        ) : (
          <QuoteView id={key!.id} token={key!.token} quote={shown.quote} online={online} onQuote={(quote) => setLoad({ kind: 'found', quote })} onReload={reload} />
        )}
      </Stack>
    </Container>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Grid templateColumns={{ base: '7rem 1fr', md: '9rem 1fr' }} gap="2">
      <Text color="fg.muted">{label}</Text>
      <Text as="div" minW="0" overflowWrap="anywhere">
        {children}
      </Text>
    </Grid>
  );
}

/** The customer's photos, through the short-lived links the answer carries: one that cannot load (expired, offline) is left out. */
function RequestPhotos({ photos }: { photos: PublicQuote['photos'] }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = photos.filter((p) => !failed.has(p.url));
  if (shown.length === 0) return null;
  return (
    <Row label="Your photos">
      <HStack gap="2" flexWrap="wrap" data-testid="quote-photos">
        {shown.map((p, i) => (
          <Link key={p.id} href={p.url} target="_blank" rel="noopener noreferrer">
            <img
              src={p.url}
              alt={`Your photo ${i + 1}`}
              width={96}
              height={96}
              loading="lazy"
              onError={() => setFailed((was) => new Set(was).add(p.url))}
              style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 6 }}
            />
          </Link>
        ))}
      </HStack>
    </Row>
  );
}

function RequestSummary({ quote }: { quote: PublicQuote }) {
  const vehicle = [VEHICLE_TYPES[quote.vehicle_type as VehicleType]?.label ?? quote.vehicle_type, [quote.vehicle_year, quote.vehicle_make, quote.vehicle_model].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');
  const city = CITIES.find((c) => c.id === quote.service_city)?.name ?? null;
  return (
    <Stack gap="2" bg="gray.50" rounded="lg" p="4" data-testid="quote-request">
      <Row label="Service">{quote.service_name}</Row>
      <Row label="Vehicle">{vehicle}</Row>
      {city ? <Row label="City">{city}</Row> : null}
      <Row label="You asked for">{quote.description}</Row>
      <Row label="Status">
        <Badge colorPalette={STATE_COLORS[quote.state]} data-testid="quote-state">
          {QUOTE_STATE_LABELS[quote.state]}
        </Badge>
      </Row>
      {quote.state === 'sent' && quote.closed_message === null && quote.last_day ? (
        <Row label="Valid">
          <span data-testid="quote-valid-until">{openUntilText(quote.last_day)}</span>
        </Row>
      ) : null}
      <Row label="Reference">{quote.id.slice(0, 8)}</Row>
      <RequestPhotos photos={quote.photos} />
    </Stack>
  );
}

function OptionCard({ option, index, quote, onAccept }: { option: QuoteOption; index: number; quote: PublicQuote; onAccept?: () => void }) {
  const standing = optionStanding(quote, index);
  return (
    <Stack as="article" gap="3" borderWidth="1px" borderColor={standing === 'booked' ? 'green.500' : 'gray.200'} rounded="lg" p="4" data-testid="quote-option" aria-label={`Option ${index + 1}`}>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Heading as="h2" size="md">
          Option {index + 1}: {option.title}
        </Heading>
        {standing !== 'open' ? (
          <Badge colorPalette={STANDING_COLORS[standing]} flexShrink={0} data-testid="option-standing">
            {OPTION_STANDING_LABELS[standing]}
          </Badge>
        ) : null}
      </HStack>
      <HStack gap="3" flexWrap="wrap">
        <Text fontSize="xl" fontWeight="bold" data-testid="option-price">
          {money(option.price_cents)}
        </Text>
        <Text color="fg.muted" data-testid="option-length">
          {lengthText(option.length)}
        </Text>
      </HStack>
      <Stack as="ul" gap="1" listStyleType="none" data-testid="option-lines">
        {option.lines.map((line, i) => (
          <HStack as="li" key={i} justify="space-between" gap="3">
            <Text minW="0" overflowWrap="anywhere">
              {line.label}
            </Text>
            <Text flexShrink={0}>{money(line.amount_cents)}</Text>
          </HStack>
        ))}
      </Stack>
      {option.note ? <Text fontSize="sm">{option.note}</Text> : null}
      {onAccept ? (
        <Button colorPalette="blue" minH="44px" alignSelf="flex-start" onClick={onAccept}>
          Accept Option {index + 1}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The booking the accepted option became; its manage link when this page made it (else it is in the confirmation e-mail). */
function BookedPanel({ quote, manageHref, panelRef }: { quote: PublicQuote; manageHref: string | null; panelRef?: React.Ref<HTMLDivElement> }) {
  const booking = quote.booking;
  const option = quote.accepted_option !== null ? quote.options[quote.accepted_option] : undefined;
  if (!booking || !option) return null;
  return (
    <Alert.Root status="success" role="status" data-testid="quote-booked" ref={panelRef} tabIndex={-1} outline="none">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          You're booked: Option {quote.accepted_option! + 1}, {option.title}
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1" mt="1">
            <Text data-testid="booked-when">{startText(booking.booking_date, booking.booking_time, option.length)}</Text>
            <Text data-testid="booked-price">Total: {formatMoney(booking.total_price, { cents: true })}</Text>
            <Text>Status: {customerStatusLabel(booking.status)}</Text>
            {manageHref ? (
              <Text>
                Need to change it?{' '}
                <Link href={manageHref} fontWeight="semibold" color="blue.700" textDecoration="underline" data-testid="manage-link">
                  Reschedule or cancel online
                </Link>{' '}
                (until 24 hours before).
              </Text>
            ) : (
              <Text>Your confirmation e-mail has the link to change or cancel it, and a calendar file.</Text>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function QuoteView({
  id,
  token,
  quote,
  online,
  onQuote,
  onReload,
}: {
  id: string;
  token: string;
  quote: PublicQuote;
  online: boolean;
  onQuote: (quote: PublicQuote) => void;
  onReload: () => void;
}) {
  const open = quote.state === 'sent' && quote.closed_message === null;
  // The customer's choice, as kept for this tab: restored on a reload while the quote is open.
  const [choice, setChoiceState] = useState<QuoteChoice | null>(() => session() && readChoice(session()!, id));
  const setChoice = useCallback(
    (next: QuoteChoice | null) => {
      setChoiceState(next);
      const storage = session();
      if (!storage) return;
      if (next) writeChoice(storage, id, next);
      else clearChoice(storage, id);
    },
    [id],
  );
  const picking = open && choice && quote.options[choice.option] ? choice : null;
  const [manageHref, setManageHref] = useState<string | null>(null);
  const bookedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!manageHref) return;
    bookedRef.current?.focus({ preventScroll: true });
    bookedRef.current?.scrollIntoView({ block: 'center' });
  }, [manageHref]);
  // Closed meanwhile (accepted in another tab, expired, withdrawn): the kept choice has no use.
  useEffect(() => {
    if (!open && quote.state !== 'sent' && session()) clearChoice(session()!, id);
  }, [open, quote.state, id]);

  const [declining, setDeclining] = useState(false);
  const declineId = useMemo(() => crypto.randomUUID(), []);
  const [declineFailure, setDeclineFailure] = useState<QuoteCallFailure | null>(null);

  return (
    <Stack gap="5">
      <BookedPanel quote={quote} manageHref={manageHref} panelRef={bookedRef} />
      {quote.closed_message && quote.state !== 'accepted' ? (
        <Alert.Root status={quote.state === 'declined' ? 'info' : 'warning'} data-testid="quote-closed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <WithPhone text={quote.closed_message} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <RequestSummary quote={quote} />
      {quote.note ? <Text data-testid="quote-note">{quote.note}</Text> : null}

      {picking ? (
        <StartPicker
          id={id}
          token={token}
          quote={quote}
          choice={picking}
          online={online}
          onChoice={setChoice}
          onBooked={(output) => {
            setChoice(null);
            setManageHref(`/manage-booking#id=${encodeURIComponent(output.booking.id)}&t=${encodeURIComponent(output.manage_token)}`);
            onQuote(output.quote);
          }}
          onClosed={onReload}
        />
      ) : (
        <Stack gap="4">
          {quote.options.map((option, i) => (
            <OptionCard
              key={i}
              option={option}
              index={i}
              quote={quote}
              onAccept={open ? () => setChoice(nextChoice(null, i, null, null, () => crypto.randomUUID())) : undefined}
            />
          ))}
          {open ? (
            <Box>
              <Button variant="outline" colorPalette="red" minH="44px" onClick={() => setDeclining(true)}>
                Decline This Quote
              </Button>
            </Box>
          ) : null}
        </Stack>
      )}

      <Text fontSize="sm" color="fg.muted">
        Questions? Call{' '}
        <Link href={`tel:${BUSINESS.phoneE164}`} color="blue.700">
          {BUSINESS.phoneDisplay}
        </Link>
        .
      </Text>

      <ConfirmDialog
        open={declining}
        title="Decline this quote?"
        cancelLabel="Keep the Quote"
        confirmLabel="Yes, Decline"
        onCancel={() => setDeclining(false)}
        onConfirm={async () => {
          setDeclineFailure(null);
          const result = await declineQuote(id, token, declineId);
          if (result.ok) {
            setDeclining(false);
            setChoice(null);
            onQuote(result.value);
          } else {
            setDeclineFailure(result.failure);
            if (result.failure.kind !== 'unreachable') onReload();
          }
        }}
      >
        <Stack gap="2">
          <Text>None of its options will be booked. To book later, you would ask us for a new quote.</Text>
          {declineFailure ? (
            <Text color="red.700" role="alert">
              {declineFailure.kind === 'unreachable'
                ? declineFailure.offline
                  ? "You're offline: declining needs a connection."
                  : "We couldn't reach our booking system. Please try again."
                : declineFailure.kind === 'refused'
                  ? declineFailure.message
                  : QUOTE_MESSAGES.notFound}
            </Text>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

/** Refusals that are about the quote itself (acceptRefusal's reasons), not the start chosen: the page reads the quote again. */
const QUOTE_CLOSED_REASONS: ReadonlySet<string> = new Set<AcceptRefusal>(['not-sent', 'expired', 'declined', 'withdrawn', 'accepted']);

type Times = { for: string; result: { ok: true; value: GetQuoteTimesOutput } | { ok: false; failure: QuoteCallFailure } };

function StartPicker({
  id,
  token,
  quote,
  choice,
  online,
  onChoice,
  onBooked,
  onClosed,
}: {
  id: string;
  token: string;
  quote: PublicQuote;
  choice: QuoteChoice;
  online: boolean;
  onChoice: (choice: QuoteChoice | null) => void;
  onBooked: (output: { quote: PublicQuote; booking: { id: string }; manage_token: string }) => void;
  /** The server says the quote is no longer open: the page reads it again. */
  onClosed: () => void;
}) {
  const option = quote.options[choice.option]!;
  const today = useMemo(() => businessToday(new Date()), []);
  const [page, setPage] = useState(() => (choice.date ? pageOf(today, choice.date) : 0));
  const window_ = timesPage(today, page);
  const [attempt, setAttempt] = useState(0);
  const [times, setTimes] = useState<Times | null>(null);
  const scope = `${choice.option}|${page}|${attempt}`;
  useEffect(() => {
    if (!window_) return;
    let cancelled = false;
    void loadQuoteTimes(id, token, choice.option, window_.from, window_.days).then((result) => {
      if (cancelled) return;
      setTimes({ for: scope, result });
      if (!result.ok && result.failure.kind !== 'unreachable') onClosed();
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `scope` names what the answer is for
  }, [id, token, scope, online]);
  const answer = times?.for === scope ? times.result : null;
  const dates = answer?.ok ? answer.value.dates : [];
  const startsOn = (date: string) => dates.find((d) => d.date === date)?.slots.filter((s) => s.available).map((s) => s.time) ?? [];
  const chosenStarts = choice.date ? startsOn(choice.date) : [];

  const pick = (date: string | null, time: string | null) => onChoice(nextChoice(choice, choice.option, date, time, () => crypto.randomUUID()));
  // A kept start no longer offered (taken meanwhile) is dropped once the answer says so.
  useEffect(() => {
    if (!answer?.ok || !choice.date || !choice.time) return;
    if (!dates.some((d) => d.date === choice.date)) return;
    if (!startsOn(choice.date).includes(choice.time)) onChoice(nextChoice(choice, choice.option, choice.date, null, () => crypto.randomUUID()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [answer]);

  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<QuoteCallFailure | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (choice.time) confirmRef.current?.scrollIntoView({ block: 'nearest' });
  }, [choice.time]);

  const send = async () => {
    if (!choice.date || !choice.time) return;
    setSending(true);
    setFailure(null);
    const result = await acceptQuote(id, token, { option: choice.option, booking_date: choice.date, booking_time: choice.time, mutation_id: choice.mutation_id });
    setSending(false);
    if (result.ok) return onBooked(result.value);
    setFailure(result.failure);
    if (result.failure.kind === 'refused' && !QUOTE_CLOSED_REASONS.has(result.failure.reason ?? '')) {
      // The start was taken meanwhile, or is no longer one (too soon now): the times are asked again, and the start dropped.
      pick(choice.date, null);
      setAttempt((n) => n + 1);
    } else if (result.failure.kind !== 'unreachable') onClosed();
  };

  return (
    <Stack gap="4" as="section" aria-label="Choose a start" data-testid="quote-picker">
      <Heading as="h2" size="lg">
        Choose a Start for Option {choice.option + 1}
      </Heading>
      <Text>
        {option.title}: {money(option.price_cents)}, {lengthText(option.length)}.
      </Text>

      {!answer ? (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>Checking the times our crews can take…</Text>
        </HStack>
      ) : !answer.ok ? (
        answer.failure.kind === 'unreachable' ? (
          <Unreachable offline={answer.failure.offline || !online} what="choosing a time" onRetry={() => setAttempt((n) => n + 1)} />
        ) : answer.failure.kind === 'refused' ? (
          <Text role="alert">
            <WithPhone text={answer.failure.message} />
          </Text>
        ) : (
          <Text role="alert">{QUOTE_MESSAGES.notFound}</Text>
        )
      ) : (
        <Stack gap="3">
          <Text fontWeight="semibold" id="quote-days-label">
            {option.length.unit === 'days' ? 'Days (8:00 AM to 7:00 PM each day)' : 'Day'}
          </Text>
          <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="2" role="group" aria-labelledby="quote-days-label" data-testid="quote-days">
            {dates.map((d) => {
              const free = d.slots.some((s) => s.available);
              return (
                <Button
                  key={d.date}
                  minH="44px"
                  variant={choice.date === d.date ? 'solid' : 'outline'}
                  colorPalette="blue"
                  aria-pressed={choice.date === d.date}
                  disabled={!free}
                  whiteSpace="normal"
                  onClick={() => {
                    const starts = startsOn(d.date);
                    // A job of whole days has one start: the day is the choice.
                    pick(d.date, option.length.unit === 'days' && starts.length === 1 ? starts[0]! : null);
                  }}
                >
                  {dayButtonText(d.date, option.length)}
                  {free ? '' : ' (full)'}
                </Button>
              );
            })}
          </Grid>
          {dates.length > 0 && dates.every((d) => !d.slots.some((s) => s.available)) ? <Text>No free starts in these dates. Try later dates.</Text> : null}
          <HStack gap="2">
            <Button size="sm" minH="44px" variant="ghost" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              Earlier Dates
            </Button>
            <Button size="sm" minH="44px" variant="ghost" disabled={!timesPage(today, page + 1)} onClick={() => setPage((p) => p + 1)}>
              Later Dates
            </Button>
          </HStack>
          {choice.date && option.length.unit === 'minutes' && dates.some((d) => d.date === choice.date) ? (
            <Stack gap="2">
              <Text fontWeight="semibold" id="quote-times-label">
                Start time on {dayButtonText(choice.date, option.length)}
              </Text>
              <Grid templateColumns="repeat(3, 1fr)" gap="2" role="group" aria-labelledby="quote-times-label" data-testid="quote-times">
                {chosenStarts.map((time) => (
                  <Button key={time} minH="44px" variant={choice.time === time ? 'solid' : 'outline'} colorPalette="blue" aria-pressed={choice.time === time} onClick={() => pick(choice.date, time)}>
                    {time}
                  </Button>
                ))}
              </Grid>
            </Stack>
          ) : null}
        </Stack>
      )}

      {failure ? (
        <Alert.Root status="error" role="alert" data-testid="accept-failed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {failure.kind === 'unreachable' ? (
                failure.offline ? (
                  "You're offline: booking needs a connection. Your choice is kept: book it when you're back online."
                ) : (
                  "We couldn't reach our booking system. Your choice is kept: try again."
                )
              ) : failure.kind === 'refused' ? (
                <WithPhone text={failure.message} />
              ) : (
                QUOTE_MESSAGES.notFound
              )}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <Stack gap="3" ref={confirmRef}>
        {choice.date && choice.time ? (
          <Text fontWeight="semibold" data-testid="quote-chosen-start">
            {startText(choice.date, choice.time, option.length)}: {money(option.price_cents)}
          </Text>
        ) : null}
        <HStack gap="3" flexWrap="wrap">
          <Button colorPalette="blue" minH="44px" disabled={!choice.date || !choice.time || sending} onClick={() => void send()}>
            {sending ? <Spinner size="sm" /> : null}
            {failure?.kind === 'unreachable' ? 'Try Booking Again' : 'Book This Time'}
          </Button>
          <Button variant="ghost" minH="44px" disabled={sending} onClick={() => onChoice(null)}>
            Back to the Options
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}
