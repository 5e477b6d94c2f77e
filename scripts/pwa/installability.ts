// Installability as Chromium itself judges it (Lighthouse 12 dropped its
// installable-manifest audit): open the home page, wait until the service worker
// controls it, then ask over CDP for Page.getInstallabilityErrors and the parsed
// manifest (Page.getAppManifest). Used by `npm run bench:lighthouse`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

/** The parts of CDP's Page.getInstallabilityErrors / Page.getAppManifest answers we print. */
export interface InstallabilityError {
  errorId: string;
  errorArguments: { name: string; value: string }[];
}
export interface ManifestError {
  message: string;
  critical: number;
  line: number;
  column: number;
}
interface ImageResource {
  url: string;
  sizes?: string;
  type?: string;
}
export interface ParsedManifest {
  name?: string;
  shortName?: string;
  display?: string;
  startUrl?: string;
  scope?: string;
  id?: string;
  themeColor?: string;
  backgroundColor?: string;
  icons?: ImageResource[];
  shortcuts?: { name: string; url: string }[];
  screenshots?: { image: ImageResource; formFactor: string; label?: string }[];
}

export interface InstallabilityReport {
  browser: string;
  pageUrl: string;
  controlled: boolean;
  errors: InstallabilityError[];
  manifestUrl: string;
  manifestErrors: ManifestError[];
  manifest: ParsedManifest;
  /** `purpose` of each icon and short_name, from the manifest text (CDP's parsed manifest leaves them out). */
  iconPurposes: string[];
  shortName?: string;
}

export async function checkInstallability(siteUrl: string, executablePath: string): Promise<InstallabilityReport> {
  // A persistent profile: Playwright's ordinary contexts are incognito, which Chromium
  // reports as a reason of its own ('in-incognito').
  const profile = mkdtempSync(join(tmpdir(), 'installability-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const pageUrl = `${siteUrl}/`;
    await page.goto(pageUrl);
    // Installing precaches every page: allow for a loaded machine.
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 })
      .then(() => true, () => false);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const app = await cdp.send('Page.getAppManifest', {});
    let iconPurposes: string[] = [];
    let shortName: string | undefined;
    try {
      const raw = JSON.parse(app.data ?? '{}') as { short_name?: string; icons?: { purpose?: string }[] };
      iconPurposes = (raw.icons ?? []).map((i) => i.purpose ?? 'any');
      shortName = raw.short_name;
    } catch {
      // A manifest that does not parse shows up in manifestErrors.
    }
    return {
      browser: `chromium ${context.browser()?.version() ?? (await page.evaluate(() => navigator.userAgent))}`,
      pageUrl,
      controlled,
      errors: installabilityErrors,
      manifestUrl: app.url,
      manifestErrors: app.errors,
      manifest: app.manifest,
      iconPurposes,
      shortName,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Installable when the page is controlled, the manifest parses and Chromium reports no installability error. */
export function isInstallable(report: InstallabilityReport): boolean {
  return report.controlled && report.errors.length === 0 && report.manifestErrors.length === 0 && report.manifestUrl !== '';
}

const path = (url: string | undefined, origin: string) => (url ? url.replace(origin, '') || '/' : '(none)');
/** CDP answers enum values the C++ way: 'kStandalone', 'kNarrow'. */
const enumName = (value: string | undefined) => (value ? value.replace(/^k(?=[A-Z])/, '').toLowerCase() : '(none)');

export function formatInstallability(report: InstallabilityReport): string {
  const origin = new URL(report.pageUrl).origin;
  const m = report.manifest;
  const verdict = isInstallable(report) ? 'installable' : 'NOT installable';
  const lines = [`Installability (${report.browser}, CDP Page.getInstallabilityErrors on ${path(report.pageUrl, origin)}): ${verdict}`];
  lines.push(`  service worker controls the page: ${report.controlled ? 'yes' : 'no'}`);
  for (const e of report.errors) {
    lines.push(`  error: ${e.errorId}${e.errorArguments.length ? ` (${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})` : ''}`);
  }
  lines.push(`  manifest ${path(report.manifestUrl, origin)}: ${report.manifestErrors.length} parse errors`);
  for (const e of report.manifestErrors) lines.push(`  manifest error: ${e.message} (line ${e.line}, column ${e.column}${e.critical ? ', critical' : ''})`);
  lines.push(`  name "${m.name ?? ''}", short_name "${m.shortName ?? report.shortName ?? ''}", display ${enumName(m.display)}, start_url ${path(m.startUrl, origin)}, scope ${path(m.scope, origin)}, id ${path(m.id, origin)}`);
  lines.push(`  theme ${m.themeColor ?? '(none)'}, background ${m.backgroundColor ?? '(none)'}`);
  const icons = (m.icons ?? []).map((i, n) => `${i.sizes ?? '?'} ${report.iconPurposes[n] ?? 'any'}`);
  lines.push(`  icons: ${icons.length ? icons.join(', ') : '(none)'}`);
  lines.push(`  shortcuts: ${(m.shortcuts ?? []).map((s) => `'${s.name}' -> ${path(s.url, origin)}`).join(', ') || '(none)'}`);
  lines.push(`  screenshots: ${(m.screenshots ?? []).map((s) => `${enumName(s.formFactor)} ${s.image.sizes ?? '?'}`).join(', ') || '(none)'}`);
  return lines.join('\n');
}
