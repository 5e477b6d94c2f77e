import { describe, expect, it } from 'vitest';
import { isPrivateImagePath, isRuntimeCachedImage } from './private-images';

const ORIGIN = 'https://coastline.example';
const image = (path: string, origin = ORIGIN) => ({ url: `${origin}${path}`, destination: 'image' });

describe('the service worker’s runtime image cache', () => {
  it('keeps the site’s own images', () => {
    expect(isRuntimeCachedImage(image('/screenshots/wide.png'), ORIGIN)).toBe(true);
    expect(isRuntimeCachedImage(image('/images/gallery/interior-1.webp'), ORIGIN)).toBe(true);
  });

  it('never keeps a job photo, whichever link it comes through', () => {
    const link = '/photos/3f2c7a/0b0e7d1e-7f5c-4c1a-9d61-0c5b8b8f2a10?x=1900000000&k=c&s=abc';
    expect(isRuntimeCachedImage(image(link), ORIGIN)).toBe(false);
    expect(isRuntimeCachedImage(image(link.replace('k=c', 'k=s')), ORIGIN)).toBe(false);
    expect(isRuntimeCachedImage(image('/photos/3f2c7a/0b0e7d1e-7f5c-4c1a-9d61-0c5b8b8f2a10'), ORIGIN)).toBe(false);
  });

  it('leaves other origins, Firebase’s reserved paths and what is not an image to the network', () => {
    expect(isRuntimeCachedImage(image('/screenshots/wide.png', 'https://maps.example'), ORIGIN)).toBe(false);
    expect(isRuntimeCachedImage(image('/__/firebase/logo.png'), ORIGIN)).toBe(false);
    expect(isRuntimeCachedImage({ url: `${ORIGIN}/screenshots/wide.png`, destination: 'document' }, ORIGIN)).toBe(false);
  });

  it('tells job photos by their path only', () => {
    expect(isPrivateImagePath('/photos/b/p')).toBe(true);
    expect(isPrivateImagePath('/photos')).toBe(false);
    expect(isPrivateImagePath('/images/photos/b.png')).toBe(false);
  });
});
