// 'Our Results': 14 images, 2 columns on mobile and 4 on desktop, 2/4 shown
// until 'Show More Photos'; a full-screen lightbox with previous, next, close
// and arrow keys. The viewer fades in and out, and each photo fades in
// (src/components/motion). An island (home-islands.ts) of plain elements
// (home-sections.css).
import { useCallback, useEffect, useRef, useState } from 'react';
import { GALLERY } from '@/content/home';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { MotionPresence, PresenceDiv } from '@/components/motion/motion';
import { MotionProvider } from '@/components/motion/motion-provider';

export const GALLERY_INITIAL = { mobile: 2, desktop: 4 } as const;

/** Which screens hide a photo until Show More Photos: none, small ones, or all. */
function hiddenOn(i: number): 'mobile' | 'all' | undefined {
  if (i < GALLERY_INITIAL.mobile) return undefined;
  return i < GALLERY_INITIAL.desktop ? 'mobile' : 'all';
}

export function ResultsGallery() {
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <MotionProvider>
      <section id="results" aria-labelledby="results-title" className="home-section">
        <div className="home-section-inner">
          <div className="home-section-head">
            <h2 id="results-title" className="home-section-title">
              Our Results
            </h2>
            <p className="home-section-lead">Real work, done in driveways and parkades across Metro Vancouver.</p>
          </div>
          <div className="gallery-grid" data-all={showAll ? '' : undefined}>
            {GALLERY.map((g, i) => (
              <button key={g.image} type="button" data-gallery-item="" data-more={hiddenOn(i)} className="gallery-item" onClick={() => setOpen(i)}>
                <ResponsiveImage image={g.image} alt={g.alt} sizes="(min-width: 768px) 25vw, 50vw" />
              </button>
            ))}
          </div>
          {!showAll && (
            <button type="button" className="gallery-more" onClick={() => setShowAll(true)}>
              Show More Photos
            </button>
          )}
        </div>
        <MotionPresence>{open !== null && <Lightbox index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}</MotionPresence>
      </section>
    </MotionProvider>
  );
}

function Lightbox({ index, onIndex, onClose }: { index: number; onIndex: (i: number) => void; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = GALLERY.length;
  const prev = useCallback(() => onIndex((index - 1 + count) % count), [index, count, onIndex]);
  const next = useCallback(() => onIndex((index + 1) % count), [index, count, onIndex]);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') prev();
      else if (e.key === 'ArrowRight') next();
      else if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [prev, next, onClose]);
  const item = GALLERY[index];
  return (
    <PresenceDiv preset="fade" className="lightbox" role="dialog" aria-modal="true" aria-label="Photo viewer">
      <figure className="lightbox-figure">
        {/* The next or previous photo fades in over the viewer's background. */}
        <PresenceDiv key={item.image} preset="fade">
          <ResponsiveImage image={item.image} alt={item.alt} sizes="100vw" priority />
        </PresenceDiv>
        <figcaption className="lightbox-caption">
          {item.alt} ({index + 1} of {count})
        </figcaption>
      </figure>
      <button ref={closeRef} type="button" aria-label="Close" className="lightbox-button lightbox-close" onClick={onClose}>
        ✕
      </button>
      <button type="button" aria-label="Previous photo" className="lightbox-button lightbox-prev" onClick={prev}>
        ‹
      </button>
      <button type="button" aria-label="Next photo" className="lightbox-button lightbox-next" onClick={next}>
        ›
      </button>
    </PresenceDiv>
  );
}
