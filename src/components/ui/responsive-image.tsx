// <picture> with AVIF and WebP sources from the image pipeline, intrinsic
// width/height so the browser reserves the space (no layout shift), lazy
// unless it is the page's LCP image.
import type { CSSProperties } from 'react';
import { IMAGES } from '@/content/images.generated';

export function imageSrcSet(image: string, format: 'avif' | 'webp'): string {
  const entry = IMAGES[image];
  return entry.widths.map((w) => `/images/${image}-${w}.${format} ${w}w`).join(', ');
}

export function imageSrc(image: string, width?: number): string {
  const entry = IMAGES[image];
  const w = width ?? entry.widths[Math.min(1, entry.widths.length - 1)];
  return `/images/${image}-${w}.webp`;
}

interface Props {
  image: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  style?: CSSProperties;
}

export function ResponsiveImage({ image, alt, sizes, priority = false, style }: Props) {
  const entry = IMAGES[image];
  if (!entry) throw new Error(`Unknown image ${image}: run scripts/build-images.ts`);
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, 'webp')} sizes={sizes} />
      <img
        src={imageSrc(image)}
        alt={alt}
        width={entry.width}
        height={entry.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        style={{ display: 'block', width: '100%', height: 'auto', backgroundColor: entry.color, ...style }}
      />
    </picture>
  );
}

/** The head preload for a page's LCP image (AVIF, the first source the browser picks). */
export function imagePreload(image: string, sizes: string) {
  return { srcSet: imageSrcSet(image, 'avif'), sizes, type: 'image/avif' } as const;
}
