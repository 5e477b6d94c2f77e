// An embedded map of a place, in a frame that is only created once the
// placeholder scrolls near the viewport (and loading="lazy" as a second guard).
import { useEffect, useRef, useState } from 'react';

export function mapEmbedUrl(place: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(place)}&output=embed`;
}

export interface MapEmbedProps {
  place: string;
  height?: number;
}

export function MapEmbed({ place, height = 320 }: MapEmbedProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = holder.current;
    if (!el || near) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return (
    <div
      ref={holder}
      data-map-place={place}
      style={{ height, width: '100%', borderRadius: 12, overflow: 'hidden', background: '#1e293b', color: '#e2e8f0', display: 'grid', placeItems: 'center' }}
    >
      {near ? (
        <iframe title={`Map of ${place}`} src={mapEmbedUrl(place)} loading="lazy" referrerPolicy="no-referrer-when-downgrade" style={{ border: 0, width: '100%', height: '100%' }} />
      ) : (
        <span>Map of {place}</span>
      )}
    </div>
  );
}
