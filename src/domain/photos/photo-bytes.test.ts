import { describe, expect, it } from 'vitest';
import { sniffImageType } from './photo-bytes';
import { sharedPhotos } from './job-photos';

describe("a photo's type from its first bytes", () => {
  it('knows JPEG, PNG and WebP, whatever the file claims', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 0]))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else: HTML, a PDF, a truncated JPEG header, a RIFF that is not WebP', () => {
    expect(sniffImageType(new TextEncoder().encode('<html><img src=x onerror=alert(1)>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
  });
});

describe('the photos a customer sees', () => {
  it('are the shared ones only, Before first, each tag in the order taken', () => {
    const photo = (id: string, tag: 'before' | 'after', taken_at: string, shared: boolean) => ({ id, tag, taken_at, shared });
    const shown = sharedPhotos([
      photo('a2', 'after', '2026-11-02T10:05:00Z', true),
      photo('b1', 'before', '2026-11-02T09:00:00Z', false),
      photo('a1', 'after', '2026-11-02T10:00:00Z', true),
      photo('b2', 'before', '2026-11-02T09:01:00Z', true),
    ]);
    expect(shown.map((p) => p.id)).toEqual(['b2', 'a1', 'a2']);
    expect(sharedPhotos(undefined)).toEqual([]);
  });
});
