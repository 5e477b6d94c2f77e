// The quote request form, the /quote-request page's island: plain elements
// with booking.css's classes (and quote-request.css), so the page loads
// neither Chakra nor Emotion. The first load carries only this UI: its Dexie
// half (quote-persistence.ts) loads at once when this device holds a draft or
// a request, else on the customer's first touch, focus or key in the form; the
// photo shrinker starts with it, so a photo added after the signal dropped is
// still made ready. A submitted request waits in the outbox (photos and all)
// and the form says so until the server has it.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode, type RefObject } from 'react';
import {
  EMPTY_QUOTE_REQUEST,
  HONEYPOT_FIELD,
  QUOTE_FIELD_LIMITS,
  hasQuoteInput,
  quoteRequestBody,
  quoteRequestFieldsOf,
  quoteRequestProblems,
  type QuoteRequestField,
  type QuoteRequestFields,
} from '@/domain/quotes/quote-request-fields';
import { QUOTE_RULES } from '@/domain/quotes/quote-rules';
import { QUOTE_SERVICES, quoteServiceName } from '@/domain/quotes/quote-services';
import { VEHICLE_TYPES, VEHICLE_TYPE_IDS } from '@/domain/catalog';
import { CITY_IDS } from '@/domain/schedule/cities';
import { CollectionNotice } from '@/components/booking/collection-notice';
import { Field, Honeypot, honeypotValue } from '@/components/booking/field';
import { QUOTE_REQUEST_TEXT } from '@/content/quote-request';
import { hasLocalData } from '@/lib/sync/local-data-hint';
import { CityOptions } from '@/components/booking/city-options';
import { ErrorAlert, PlainButton, SelectBox, Spinner } from '@/components/booking/plain-parts';
import { loadQuotePersistence } from './load-quote-persistence';
import type { QueuedQuotePhoto, QuoteRequestStanding } from './quote-persistence';

const DRAFT_SAVE_DEBOUNCE_MS = 400;

interface DraftState {
  fields: QuoteRequestFields;
  photos: readonly QueuedQuotePhoto[];
  requestId: string | null;
}

/** Saves the form as a draft: typing debounced, photos at once, and whatever waits when the page is hidden or left. */
function createDraftSaver() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: DraftState | undefined;
  const flush = () => {
    clearTimeout(timer);
    const draft = pending;
    pending = undefined;
    if (!draft) return;
    const photos = draft.photos.map(({ id, content_type, blob }) => ({ id, content_type, blob }));
    void loadQuotePersistence().then((p) =>
      hasQuoteInput(draft.fields, photos.length) || draft.requestId ? p.saveDraft({ fields: draft.fields, photos, id: draft.requestId }) : p.dropDraft(),
    );
  };
  return {
    change(draft: DraftState, now: boolean) {
      pending = draft;
      clearTimeout(timer);
      if (now) flush();
      else timer = setTimeout(flush, DRAFT_SAVE_DEBOUNCE_MS);
    },
    flush,
    /** Submitted: the draft goes with the request's own transaction, so nothing waiting may write it again. */
    cancel() {
      clearTimeout(timer);
      pending = undefined;
    },
  };
}

/** A photo on the form: its shrunk file and the address its thumbnail is drawn from. */
interface FormPhoto extends QueuedQuotePhoto {
  url: string;
}

type Errors = Partial<Record<QuoteRequestField | 'photos', string>>;

function withUrls(photos: readonly QueuedQuotePhoto[]): FormPhoto[] {
  return photos.map((p) => ({ id: p.id, content_type: p.content_type, blob: p.blob, url: URL.createObjectURL(p.blob) }));
}

/** The service and city a page's quote button chose (`?service=…&city=…`), when they are ones the form takes. */
function linkedChoice(): Partial<QuoteRequestFields> {
  const params = new URLSearchParams(window.location.search);
  const service = params.get('service');
  const city = params.get('city');
  return {
    ...(service && QUOTE_SERVICES.some((s) => s.id === service) ? { service } : {}),
    ...(city && (CITY_IDS as readonly string[]).includes(city) ? { service_city: city } : {}),
  };
}

export function QuoteRequestForm() {
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<QuoteRequestFields>(EMPTY_QUOTE_REQUEST);
  const [photos, setPhotos] = useState<FormPhoto[]>([]);
  /** The id of a refused request being corrected (sent again as the same request); null for a new one. */
  const [requestId, setRequestId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(0);
  const [standing, setStanding] = useState<QuoteRequestStanding | undefined>(undefined);
  const [restoring, setRestoring] = useState(false);
  /** The Dexie half is loaded and the draft restored: typing is saved from now on. */
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const [drafts] = useState(createDraftSaver);
  // The latest form, for a restore that comes after the customer started typing.
  const latest = useRef<DraftState>({ fields, photos, requestId });
  useEffect(() => {
    latest.current = { fields, photos, requestId };
  });

  /** Fills the form from a draft or a refused request (over whatever the prerendered form showed). */
  const fill = (values: Record<string, unknown>, queued: readonly QueuedQuotePhoto[], id: string | null) => {
    setFields({ ...quoteRequestFieldsOf(values), ...linkedChoice() });
    setPhotos((old) => {
      for (const p of old) URL.revokeObjectURL(p.url);
      return withUrls(queued);
    });
    setRequestId(id);
  };

  // Restore what this device holds, then watch the submitted request.
  useEffect(() => {
    let cancelled = false;
    let unwatch: (() => void) | undefined;
    const node = rootRef.current;
    const events = ['pointerdown', 'focusin', 'keydown'] as const;

    const load = async (restoreNow: boolean) => {
      const p = await loadQuotePersistence();
      p.warmPhotos();
      const [draft, current] = await Promise.all([p.restoreDraft(), p.requestStanding()]);
      if (cancelled) return;
      if (!current && draft && (restoreNow || !hasQuoteInput(latest.current.fields, latest.current.photos.length))) {
        fill(draft.fields, draft.photos, draft.id);
        if (draft.id) setNotice(await p.refusalMessage(draft.id));
      }
      // A refused one is the watcher's: it brings the request back to the form.
      if (current?.state !== 'refused') setStanding(current);
      setReady(true);
      unwatch = p.watchStanding((s) => {
        if (cancelled) return;
        if (s?.state === 'refused') {
          // Refused (a limit, something the server would not take): back to the form with what was sent and why.
          const { photos: queued, id, ...rest } = s.payload;
          fill(rest as Record<string, unknown>, queued, id);
          setNotice(s.message);
          void p.reopenRefused({ fields: quoteRequestFieldsOf(rest as Record<string, unknown>), photos: queued, id });
          setStanding(undefined);
          return;
        }
        setStanding(s);
      });
    };

    const linked = linkedChoice();
    // Set here, not as the initial state: the prerendered form knows no address.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(linked).length > 0) setFields((f) => ({ ...f, ...linked }));
    if (hasLocalData()) {
      setRestoring(true);
      void load(true)
        .catch(() => setReady(true))
        .finally(() => !cancelled && setRestoring(false));
      return () => {
        cancelled = true;
        unwatch?.();
      };
    }
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      for (const type of events) node?.removeEventListener(type, start);
      void load(false).catch(() => undefined);
    };
    for (const type of events) node?.addEventListener(type, start, { once: true });
    return () => {
      cancelled = true;
      for (const type of events) node?.removeEventListener(type, start);
      unwatch?.();
    };
  }, []);

  // Save the draft as it changes (typing debounced, photos at once), flushing when the page is hidden or left.
  const photoIds = photos.map((p) => p.id).join(',');
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => {
    if (ready && !standing) drafts.change({ fields, photos: photosRef.current, requestId }, false);
  }, [drafts, fields, requestId, ready, standing]);
  useEffect(() => {
    if (ready && !standing) drafts.change({ fields: latest.current.fields, photos: photosRef.current, requestId: latest.current.requestId }, true);
  }, [drafts, photoIds, ready, standing]);
  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && drafts.flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', drafts.flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', drafts.flush);
    };
  }, [drafts]);

  const setField = (field: QuoteRequestField, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = QUOTE_RULES.maxPhotos - photos.length - preparing;
    const problems: string[] = files.length > room ? [`Add at most ${QUOTE_RULES.maxPhotos} photos`] : [];
    const taken = files.slice(0, Math.max(0, room));
    setPreparing((n) => n + taken.length);
    const { PhotoShrinkError, shrinkPhoto } = await import('@/lib/photos/shrink-photo');
    await Promise.all(
      taken.map(async (file) => {
        try {
          const shrunk = await shrinkPhoto(file);
          const photo: FormPhoto = { id: crypto.randomUUID(), content_type: shrunk.contentType, blob: shrunk.blob, url: URL.createObjectURL(shrunk.blob) };
          setPhotos((ps) => [...ps, photo]);
        } catch (error) {
          problems.push(`${file.name}: ${error instanceof PhotoShrinkError ? error.message : 'This photo could not be used'}`);
        } finally {
          setPreparing((n) => n - 1);
        }
      }),
    );
    setPhotoProblems(problems);
  };

  const removePhoto = (id: string) => {
    setPhotos((ps) => {
      const gone = ps.find((p) => p.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return ps.filter((p) => p.id !== id);
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || preparing > 0) return;
    const problems = quoteRequestProblems(fields, photos.length);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const honeypot = honeypotValue(event.currentTarget);
    setSubmitting(true);
    try {
      const p = await loadQuotePersistence();
      drafts.cancel();
      await p.submitRequest(
        {
          id: requestId ?? crypto.randomUUID(),
          ...quoteRequestBody(fields),
          photos: photos.map(({ id, content_type, blob }) => ({ id, content_type, blob })),
          ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
        },
        quoteServiceName(fields.service),
      );
      setNotice(null);
      setRequestId(null);
    } catch {
      setNotice('Your request could not be saved on this device. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  const another = async () => {
    const p = await loadQuotePersistence();
    await p.forgetCurrent();
    setFields({ ...EMPTY_QUOTE_REQUEST, customer_name: fields.customer_name, customer_email: fields.customer_email, customer_phone: fields.customer_phone });
    setPhotos([]);
    setErrors({});
    setStanding(undefined);
  };

  const text = (field: QuoteRequestField, label: string, props: { type?: string; required?: boolean; autoComplete?: string; inputMode?: 'numeric'; help?: string } = {}) => (
    <Field label={label} required={props.required} error={errors[field]} help={props.help}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className="bw-input"
          name={field}
          type={props.type ?? 'text'}
          value={fields[field]}
          maxLength={(QUOTE_FIELD_LIMITS as Partial<Record<QuoteRequestField, number>>)[field]}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          required={props.required}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => setField(field, e.target.value)}
        />
      )}
    </Field>
  );

  const select = (field: QuoteRequestField, label: string, options: ReactNode) => (
    <Field label={label} required error={errors[field]}>
      {({ id, describedBy }) => (
        <SelectBox id={id} name={field} value={fields[field]} aria-invalid={errors[field] ? true : undefined} aria-describedby={describedBy} onChange={(e) => setField(field, e.target.value)}>
          {options}
        </SelectBox>
      )}
    </Field>
  );

  /** A select's choices after its empty "Choose …" one (nothing chosen yet). */
  const choices = (placeholder: string, list: readonly { value: string; label: string }[]) => (
    <>
      <option value="">{placeholder}</option>
      {list.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </>
  );

  if (standing) return <RequestStanding root={rootRef} standing={standing} onAnother={() => void another()} />;

  return (
    <div ref={rootRef} className="bw-root qr-root" data-testid="quote-request" data-ready={ready ? 'true' : 'false'}>
      {restoring && (
        <div className="bw-stack bw-restoring" role="status">
          <Spinner />
          <p>Restoring your request…</p>
        </div>
      )}
      <form ref={formRef} className="bw-stack bw-gap6" onSubmit={(e) => void submit(e)} noValidate hidden={restoring}>
        {notice && (
          <ErrorAlert data-testid="quote-notice">
            {QUOTE_REQUEST_TEXT.refused} {notice}
          </ErrorAlert>
        )}
        <div className="bw-grid bw-form-grid">
          {select('service', 'Service', choices('Choose a service', QUOTE_SERVICES.map((s) => ({ value: s.id, label: s.name }))))}
          {select('service_city', 'City', <CityOptions />)}
        </div>

        <fieldset className="bw-fieldset">
          <legend className="bw-legend">Your vehicle</legend>
          <div className="bw-grid bw-form-grid">
            {select('vehicle_type', 'Vehicle Type', choices('Choose a type', VEHICLE_TYPE_IDS.map((t) => ({ value: t, label: VEHICLE_TYPES[t].label }))))}
            {text('vehicle_year', 'Year', { inputMode: 'numeric' })}
            {text('vehicle_make', 'Make')}
            {text('vehicle_model', 'Model')}
          </div>
        </fieldset>

        <Field label="What would you like done?" required error={errors.description}>
          {({ id, describedBy }) => (
            <textarea
              id={id}
              className="bw-input"
              name="description"
              rows={4}
              value={fields.description}
              maxLength={QUOTE_FIELD_LIMITS.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => setField('description', e.target.value)}
            />
          )}
        </Field>

        <section className="qr-photos" aria-labelledby="quote-photos-title" data-testid="quote-photos">
          <p id="quote-photos-title" className="bw-label">
            {QUOTE_REQUEST_TEXT.photosLabel}
          </p>
          <p className="bw-helper bw-gray700">{QUOTE_REQUEST_TEXT.photosHelp(QUOTE_RULES.maxPhotos)}</p>
          {photos.length > 0 && (
            <ul className="qr-thumbs" aria-label="Photos added">
              {photos.map((p, i) => (
                <li key={p.id} className="qr-thumb">
                  <img src={p.url} alt={`Photo ${i + 1}`} />
                  <button type="button" className="qr-remove" aria-label={`Remove photo ${i + 1}`} onClick={() => removePhoto(p.id)}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {preparing > 0 && (
            <p className="bw-gray700 bw-sm" role="status">
              <Spinner small /> {QUOTE_REQUEST_TEXT.shrinking}
            </p>
          )}
          {photoProblems.map((problem) => (
            <p key={problem} className="bw-red600 bw-sm" role="alert">
              {problem}
            </p>
          ))}
          {errors.photos && <p className="bw-red600 bw-sm">{errors.photos}</p>}
          {photos.length + preparing < QUOTE_RULES.maxPhotos && (
            <label className="plain-btn plain-btn-lg plain-btn-outline plain-btn-blue qr-add">
              {QUOTE_REQUEST_TEXT.addPhotos}
              <input className="qr-file" type="file" accept="image/*" multiple onChange={(e) => void addPhotos(e)} />
            </label>
          )}
        </section>

        {text('when_suits', 'When suits you?', { help: 'For example: weekday mornings, or after the 15th.' })}

        <fieldset className="bw-fieldset">
          <legend className="bw-legend">Your details</legend>
          <div className="bw-grid bw-form-grid">
            {text('customer_name', 'Full Name', { required: true, autoComplete: 'name' })}
            {text('customer_email', 'Email', { type: 'email', required: true, autoComplete: 'email' })}
            {text('customer_phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          </div>
        </fieldset>

        <Honeypot />

        <CollectionNotice />
        <PlainButton type="submit" blue loading={submitting} disabled={preparing > 0}>
          {QUOTE_REQUEST_TEXT.submit}
        </PlainButton>
      </form>
    </div>
  );
}

/** The request once submitted: saved on this device until the server has it, then sent. */
function RequestStanding({ root, standing, onAnother }: { root: RefObject<HTMLDivElement | null>; standing: QuoteRequestStanding; onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [standing.state]);
  const waiting = standing.state !== 'sent';
  return (
    <div ref={root} className="bw-root qr-root" data-testid="quote-request" data-ready="true">
      <div className="bw-stack bw-gap4 bw-confirmation" data-testid="quote-standing" data-state={standing.state}>
        <h2 ref={headingRef} tabIndex={-1} className="bw-step-heading">
          {waiting ? QUOTE_REQUEST_TEXT.savedTitle : QUOTE_REQUEST_TEXT.sentTitle}
        </h2>
        <p className="bw-bold">{standing.request.service}</p>
        {waiting ? (
          <>
            <p>{QUOTE_REQUEST_TEXT.saved}</p>
            {'payload' in standing && standing.payload.photos.length > 0 && (
              <p className="bw-gray700">{standing.payload.photos.length === 1 ? '1 photo saved with it.' : `${standing.payload.photos.length} photos saved with it.`}</p>
            )}
            <p className="bw-gray700">{QUOTE_REQUEST_TEXT.savedNoMail}</p>
          </>
        ) : (
          <>
            <p>{QUOTE_REQUEST_TEXT.sent(standing.request.email)}</p>
            <PlainButton variant="outline" blue onClick={onAnother}>
              {QUOTE_REQUEST_TEXT.another}
            </PlainButton>
          </>
        )}
      </div>
    </div>
  );
}
