// A job's photos: the crew takes or picks them (shrunk off the main thread,
// kept on the device and queued at once), tagged Before or After with an
// optional caption; each shows from the device straight away, marked waiting,
// not uploaded (with why) or uploaded; a failed try says why and that it goes
// on trying. Photos from other devices are fetched through their links and
// kept as a small cache. A photo can be tagged again; After photos can be
// shared with the customer (the manage page and the review e-mail show them;
// one shared before it is uploaded says it will be once it is). Remove asks
// first.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { appDb, type PhotoFileRow } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { photoFilesOf, photosShown, storageNearlyFull } from '@/lib/photos/photo-files';
import { PhotoShrinkError, shrinkPhoto } from '@/lib/photos/shrink-photo';
import { PHOTO_TAG_LABELS, PHOTO_TAGS, type JobPhoto, type PhotoTag } from '@/domain/photos/job-photo-records';
import type { ShownBooking } from '@/lib/sync/shown';
import { addJobPhoto, loadJobPhotos, removeJobPhoto, retagJobPhoto, sendJobPhotoAgain, shareJobPhoto } from '../staff-service';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useOnline } from '@/lib/use-online';
import { retryDelayMs } from '@/lib/retry-backoff';
import { retryReason } from '@/domain/callables/failure-words';

export const PHOTO_TEXTS = {
  heading: 'Photos',
  pick: 'Take or choose photos',
  caption: 'Caption (optional)',
  working: 'Preparing photos…',
  waiting: 'Waiting to upload',
  uploaded: 'Uploaded',
  failed: 'Not uploaded',
  notOnDevice: 'Not on this device yet',
  shared: 'Shared with the customer',
  sharedOnceUploaded: 'Will be shared once uploaded',
  /** After a failed try: why, and that it goes on trying by itself. */
  retrying: (why: string) => `${why}, trying again`,
  tag: 'Tag',
  share: 'Share with customer',
  unshare: 'Stop sharing',
  remove: 'Remove',
  removeTitle: 'Remove this photo?',
  removeKeep: 'Keep Photo',
  removeUploaded: 'It is deleted from the job for everyone; the customer no longer sees it.',
  removeLocal: 'It is not uploaded yet: it is deleted from this phone.',
  again: 'Try again',
  none: 'No photos yet.',
  nearlyFull: 'This device is nearly full. Photos waiting to upload are kept, but free up some space soon.',
} as const;

/** A photo as the section lists it: its record (shown: ours queued on top), or a refused one known only by its file. */
interface ListedPhoto {
  id: string;
  tag: PhotoTag;
  caption: string | null;
  shared: boolean;
  state: 'waiting' | 'failed' | 'uploaded';
  error: string | null;
  /** Waiting after a failed try: the failure and when the next try is. */
  retry: { lastError: string; nextAttemptAt: number } | null;
  file: PhotoFileRow | undefined;
}

function listPhotos(booking: ShownBooking, files: readonly PhotoFileRow[]): ListedPhoto[] {
  const byId = new Map(files.map((f) => [f.id, f]));
  const waiting = new Set(booking.photosWaiting ?? []);
  const listed: ListedPhoto[] = (booking.photos ?? []).map((p: JobPhoto) => ({
    id: p.id,
    tag: p.tag,
    caption: p.caption,
    shared: p.shared,
    state: waiting.has(p.id) ? 'waiting' : 'uploaded',
    error: null,
    retry: waiting.has(p.id) ? (booking.photoRetries?.[p.id] ?? null) : null,
    file: byId.get(p.id),
  }));
  // A refused photo is no longer on the job; its file stays on the device with why.
  for (const f of files) {
    if (f.state === 'failed' && !listed.some((p) => p.id === f.id)) {
      listed.push({ id: f.id, tag: f.tag, caption: f.caption, shared: false, state: 'failed', error: f.error, retry: null, file: f });
    }
  }
  return listed.sort((a, b) => PHOTO_TAGS.indexOf(a.tag) - PHOTO_TAGS.indexOf(b.tag));
}

/** What a photo's line says: where it stands, and whether the customer sees it (or will, once it is uploaded). */
function photoStateText(p: ListedPhoto, online: boolean): string {
  const stands =
    p.state === 'failed'
      ? `${PHOTO_TEXTS.failed}: ${p.error ?? ''}`
      : p.state === 'uploaded'
        ? PHOTO_TEXTS.uploaded
        : // Offline, waiting is all there is to say; online, a failed try says why and that it goes on.
          online && p.retry
          ? `${PHOTO_TEXTS.waiting}: ${PHOTO_TEXTS.retrying(retryReason(p.retry.lastError) ?? '')}`
          : PHOTO_TEXTS.waiting;
  if (!p.shared) return stands;
  return `${stands} · ${p.state === 'uploaded' ? PHOTO_TEXTS.shared : PHOTO_TEXTS.sharedOnceUploaded}`;
}

/** A thumbnail from the file on the device: an object URL, let go once the picture has loaded (it stays drawn). */
function PhotoThumb({ blob, label }: { blob: Blob; label: string }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  const release = () => URL.revokeObjectURL(url);
  return <img src={url} alt={label} width={88} height={88} onLoad={release} onError={release} style={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 6 }} />;
}

export function PhotosSection({ booking }: { booking: ShownBooking }) {
  const db = appDb();
  const files = useLiveQuery(() => photoFilesOf(db, booking.id), [booking.id]);
  const [tag, setTag] = useState<PhotoTag>(booking.status === 'completed' ? 'after' : 'before');
  const [caption, setCaption] = useState('');
  const [working, setWorking] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const [nearlyFull, setNearlyFull] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const online = useOnline();
  const [removing, setRemoving] = useState<ListedPhoto | null>(null);
  const shownFiles = useMemo(() => files ?? [], [files]);
  const photos = useMemo(() => listPhotos(booking, shownFiles), [booking, shownFiles]);

  useEffect(() => {
    void storageNearlyFull().then(setNearlyFull);
  }, [working]);

  // Photos uploaded from other devices: fetched while the job is open and the device online.
  // One that does not come (a dead spot, a link refused, a server starting) is asked for
  // again, less often each time, and at once when the connection returns.
  const missingKey = files === undefined ? '' : photos.filter((p) => !p.file && p.state === 'uploaded').map((p) => p.id).join(',');
  const [fetchAttempt, setFetchAttempt] = useState(0);
  useEffect(() => {
    if (!missingKey || !online) return;
    const missing = (booking.photos ?? []).filter((p) => missingKey.split(',').includes(p.id));
    let cancelled = false;
    let again: ReturnType<typeof setTimeout> | undefined;
    void loadJobPhotos(booking.id, missing)
      .catch(() => 0)
      .then((fetched) => {
        if (!cancelled && fetched < missing.length) again = setTimeout(() => setFetchAttempt((n) => n + 1), retryDelayMs(fetchAttempt));
      });
    return () => {
      cancelled = true;
      clearTimeout(again);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetched again when the set of missing photos changes, on a retry and on reconnecting
  }, [booking.id, missingKey, online, fetchAttempt]);

  useEffect(() => {
    if (files && files.length > 0) void photosShown(db, files.map((f) => f.id));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- marked once per opening of the job
  }, [booking.id, files === undefined]);

  async function picked(list: FileList | null) {
    const chosen = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    setProblems([]);
    setWorking((n) => n + chosen.length);
    const found: string[] = [];
    for (const file of chosen) {
      try {
        const shrunk = await shrinkPhoto(file);
        await addJobPhoto({ bookingId: booking.id, tag, caption, blob: shrunk.blob, takenAt: new Date(file.lastModified || Date.now()) });
      } catch (error) {
        found.push(`${file.name}: ${error instanceof PhotoShrinkError ? error.message : 'This photo could not be saved on this device'}`);
      } finally {
        setWorking((n) => n - 1);
      }
    }
    setProblems(found);
    // The caption went with these photos; one typed meanwhile for the next photo stays.
    if (found.length < chosen.length) setCaption((current) => (current === caption ? '' : current));
  }

  return (
    <Stack gap="3" as="section" aria-labelledby={`photos-${booking.id}`} data-testid="job-photos">
      <Text as="h3" id={`photos-${booking.id}`} fontWeight="semibold">
        {PHOTO_TEXTS.heading}
      </Text>
      {nearlyFull ? (
        <Text role="alert" fontSize="sm" color="orange.800" bg="orange.50" p="2" borderRadius="md">
          {PHOTO_TEXTS.nearlyFull}
        </Text>
      ) : null}
      <HStack gap="2" role="group" aria-label="Photo tag">
        {PHOTO_TAGS.map((t) => (
          <Button key={t} minH="44px" size="sm" variant={tag === t ? 'solid' : 'outline'} aria-pressed={tag === t} onClick={() => setTag(t)}>
            {PHOTO_TAG_LABELS[t]}
          </Button>
        ))}
      </HStack>
      <Field.Root>
        <Field.Label>{PHOTO_TEXTS.caption}</Field.Label>
        <Input minH="44px" value={caption} maxLength={200} onChange={(e) => setCaption(e.target.value)} />
      </Field.Root>
      <Box>
        {/* The label is the 44 px target; the input itself is visually hidden but stays reachable by keyboard. */}
        <Box
          as="label"
          display="inline-flex"
          alignItems="center"
          minH="44px"
          px="4"
          borderRadius="md"
          bg="blue.700"
          color="white"
          fontWeight="semibold"
          cursor="pointer"
          _focusWithin={{ outline: '2px solid', outlineColor: 'blue.400', outlineOffset: '2px' }}
        >
          {PHOTO_TEXTS.pick}
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onChange={(e) => void picked(e.target.files)}
          />
        </Box>
      </Box>
      {working > 0 ? (
        <Text fontSize="sm" role="status">
          {PHOTO_TEXTS.working}
        </Text>
      ) : null}
      {problems.length > 0 ? (
        <Stack as="ul" role="alert" gap="1" listStyleType="none" fontSize="sm" color="red.700" data-testid="photo-problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </Stack>
      ) : null}
      {photos.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {PHOTO_TEXTS.none}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="photo-list">
          {photos.map((p) => {
            const label = `${PHOTO_TAG_LABELS[p.tag]} photo${p.caption ? `: ${p.caption}` : ''}`;
            return (
              <HStack as="li" key={p.id} gap="3" alignItems="flex-start" data-photo-state={p.state} data-testid="job-photo">
                {p.file ? (
                  <PhotoThumb blob={p.file.blob} label={label} />
                ) : (
                  <Box w="88px" h="88px" bg="gray.100" borderRadius="md" fontSize="xs" p="1" color="fg.muted" aria-label={label}>
                    {PHOTO_TEXTS.notOnDevice}
                  </Box>
                )}
                <Stack gap="1" minW="0" flex="1">
                  <Text fontSize="sm" fontWeight="semibold">
                    {label}
                  </Text>
                  <Text fontSize="sm" color={p.state === 'failed' ? 'red.700' : p.retry && online ? 'orange.800' : 'fg.muted'} data-testid="photo-state">
                    {photoStateText(p, online)}
                  </Text>
                  {p.state !== 'failed' ? (
                    <HStack gap="2" role="group" aria-label={`${PHOTO_TEXTS.tag}: ${label}`}>
                      {PHOTO_TAGS.map((t) => (
                        <Button
                          key={t}
                          size="sm"
                          minH="44px"
                          variant={p.tag === t ? 'solid' : 'outline'}
                          aria-pressed={p.tag === t}
                          onClick={() => p.tag !== t && void retagJobPhoto(booking.id, p.id, t)}
                        >
                          {PHOTO_TAG_LABELS[t]}
                        </Button>
                      ))}
                    </HStack>
                  ) : null}
                  <HStack gap="2" flexWrap="wrap">
                    {/* After photos are the customer's; one shared and then tagged Before elsewhere can still be stopped. */}
                    {(p.tag === 'after' || p.shared) && p.state !== 'failed' ? (
                      <Button size="sm" minH="44px" variant="outline" onClick={() => void shareJobPhoto(booking.id, p.id, !p.shared)}>
                        {p.shared ? PHOTO_TEXTS.unshare : PHOTO_TEXTS.share}
                      </Button>
                    ) : null}
                    {p.state === 'failed' ? (
                      <Button size="sm" minH="44px" variant="outline" onClick={() => void sendJobPhotoAgain(p.id)}>
                        {PHOTO_TEXTS.again}
                      </Button>
                    ) : null}
                    {/* Apart from Share, and asked first: a removed photo cannot be brought back. */}
                    <Button size="sm" minH="44px" variant="ghost" colorPalette="red" ms="auto" aria-label={`${PHOTO_TEXTS.remove} ${label}`} onClick={() => setRemoving(p)}>
                      {PHOTO_TEXTS.remove}
                    </Button>
                  </HStack>
                </Stack>
              </HStack>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={PHOTO_TEXTS.removeTitle}
        confirmLabel={PHOTO_TEXTS.remove}
        cancelLabel={PHOTO_TEXTS.removeKeep}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void removeJobPhoto(booking.id, removing.id);
          setRemoving(null);
        }}
      >
        {removing ? `${PHOTO_TAG_LABELS[removing.tag]} photo${removing.caption ? ` “${removing.caption}”` : ''}. ${removing.state === 'uploaded' ? PHOTO_TEXTS.removeUploaded : PHOTO_TEXTS.removeLocal}` : ''}
      </ConfirmDialog>
    </Stack>
  );
}
