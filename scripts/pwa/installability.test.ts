import { describe, expect, it } from 'vitest';
import { formatInstallability, isInstallable, type InstallabilityReport } from './installability';

const origin = 'http://127.0.0.1:4321';

function report(overrides: Partial<InstallabilityReport> = {}): InstallabilityReport {
  return {
    browser: 'chromium 156.0.8078.79',
    pageUrl: `${origin}/`,
    controlled: true,
    errors: [],
    manifestUrl: `${origin}/manifest.webmanifest`,
    manifestErrors: [],
    manifest: {
      name: 'Coastline Detailing',
      display: 'kStandalone',
      startUrl: `${origin}/`,
      scope: `${origin}/`,
      id: `${origin}/`,
      themeColor: '#000000',
      backgroundColor: '#000000',
      icons: [
        { url: `${origin}/icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
        { url: `${origin}/icons/maskable-512.png`, sizes: '512x512', type: 'image/png' },
      ],
      shortcuts: [{ name: 'Book a service', url: `${origin}/?section=booking` }],
      screenshots: [{ image: { url: `${origin}/screenshots/narrow.png`, sizes: '412x915' }, formFactor: 'kNarrow' }],
    },
    iconPurposes: ['any', 'maskable'],
    shortName: 'Coastline',
    ...overrides,
  };
}

describe('installability verdict', () => {
  it('prints an installable verdict with the manifest Chromium parsed, paths relative to the site', () => {
    const text = formatInstallability(report());
    expect(isInstallable(report())).toBe(true);
    expect(text.split('\n')[0]).toBe('Installability (chromium 156.0.8078.79, CDP Page.getInstallabilityErrors on /): installable');
    expect(text).toContain('manifest /manifest.webmanifest: 0 parse errors');
    expect(text).toContain('name "Coastline Detailing", short_name "Coastline", display standalone, start_url /, scope /, id /');
    expect(text).toContain('icons: 192x192 any, 512x512 maskable');
    expect(text).toContain("shortcuts: 'Book a service' -> /?section=booking");
    expect(text).toContain('screenshots: narrow 412x915');
  });

  it('is not installable when Chromium reports an error, the manifest is missing or the worker never took control', () => {
    const withError = report({ errors: [{ errorId: 'manifest-missing-suitable-icon', errorArguments: [{ name: 'minimum-icon-size-in-pixels', value: '144' }] }] });
    expect(isInstallable(withError)).toBe(false);
    expect(formatInstallability(withError)).toContain('NOT installable');
    expect(formatInstallability(withError)).toContain('error: manifest-missing-suitable-icon (minimum-icon-size-in-pixels=144)');
    expect(isInstallable(report({ manifestUrl: '' }))).toBe(false);
    expect(isInstallable(report({ controlled: false }))).toBe(false);
    expect(isInstallable(report({ manifestErrors: [{ message: 'Line: 1, column: 1, Syntax error.', critical: 1, line: 1, column: 1 }] }))).toBe(false);
  });
});
