// A quote request's photos as thumbnails; a tap shows one large. The photos
// are in Storage behind short-lived links (quotePhotoLinks, admins only), asked
// for when shown and again once they run out (and again, with backoff, when
// the server did not answer); offline the view says they show once back online.
import { useEffect, useState } from 'react';
import { Image, Text } from '@chakra-ui/react';
import type { QuotePhotoRecord } from '@/domain/quotes/quote-schema';
import { useOnline } from '@/lib/use-online';
import { callFailure } from '@/domain/callables/failure-words';
import { StaffDialog } from '../staff-dialog';
import { quotePhotoLinks } from '../staff-service';
import { backoffMs } from '@/lib/retry-backoff';

export const QUOTE_PHOTO_TEXTS = {
  offline: 'The photos show once you are back online.',
  failed: 'The photos could not be loaded yet; trying again.',
  photo: (n: number, of: number) => `Photo ${n} of ${of}`,
} as const;

type Links = { id: string; url: string; expires_at: string }[];

export function QuotePhotos({ quoteId, photos }: { quoteId: string; photos: readonly QuotePhotoRecord[] }) {
  const online = useOnline();
  const [links, setLinks] = useState<Links | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;

  useEffect(() => {
    if (!online || count === 0) return;
    let cancelled = false;
    let renew: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const load = async () => {
      try {
        const got = await quotePhotoLinks(quoteId);
        if (cancelled) return;
        setLinks(got);
        setFailed(false);
        failures = 0;
        // Asked again a minute before the first runs out, so a thumbnail never breaks on screen.
        const first = Math.min(...got.map((l) => Date.parse(l.expires_at)));
        if (Number.isFinite(first)) renew = setTimeout(() => void load(), Math.max(30_000, first - Date.now() - 60_000));
      } catch (error) {
        if (cancelled) return;
        console.warn('Quote photo links failed', callFailure(error).message);
        setFailed(true);
        // A cold or busy server is asked again, less often each time.
        renew = setTimeout(() => void load(), backoffMs(failures++, { firstMs: 2_000, maxMs: 60_000 }));
      }
    };
    void load();
    return () => {
      cancelled = true;
      clearTimeout(renew);
    };
  }, [quoteId, count, online]);

  if (count === 0) return null;
  if (!links) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {`${count} ${count === 1 ? 'photo' : 'photos'}. `}
        {!online ? QUOTE_PHOTO_TEXTS.offline : failed ? QUOTE_PHOTO_TEXTS.failed : ''}
      </Text>
    );
  }
  return (
    <>
      <ul className="dash-gap1 dash-quote-thumbs" aria-label="Photos">
        {links.map((l, i) => (
          <li key={l.id}>
            <button type="button" className="dash-quote-thumb" onClick={() => setOpen(i)} aria-label={`Enlarge ${QUOTE_PHOTO_TEXTS.photo(i + 1, links.length).toLowerCase()}`}>
              <img src={l.url} alt={QUOTE_PHOTO_TEXTS.photo(i + 1, links.length)} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && links[open] ? (
        <StaffDialog onClose={() => setOpen(null)} title={QUOTE_PHOTO_TEXTS.photo(open + 1, links.length)} size={{ base: 'full', md: 'lg' }} placement="center">
          <Image src={links[open].url} alt={QUOTE_PHOTO_TEXTS.photo(open + 1, links.length)} w="full" maxH="75vh" objectFit="contain" data-testid="quote-photo-large" />
        </StaffDialog>
      ) : null}
    </>
  );
}
