// The owner's report settings, one document (settings/reports): whether the
// weekly summary e-mail goes out. Written by the admin-only callable
// setReportSettings, read by the weekly summary's scheduled function and by
// the Reports view's toggle (admins may read it; no client writes it).
import { z } from 'zod';

export const REPORT_SETTINGS_COLLECTION = 'settings';
export const REPORT_SETTINGS_ID = 'reports';

export const reportSettings = z.object({ weekly_summary: z.boolean() });
export type ReportSettings = z.infer<typeof reportSettings>;

export const setReportSettingsInput = reportSettings;
export type SetReportSettingsInput = z.infer<typeof setReportSettingsInput>;

export { WEEKLY_SUMMARY_SETTING_LABEL } from './report-settings-label';

/** Until the owner changes it, the weekly summary is on. */
export const DEFAULT_REPORT_SETTINGS: ReportSettings = { weekly_summary: true };

/** The stored document as settings: a missing document or field reads as the default. */
export function reportSettingsOf(stored: { weekly_summary?: unknown } | undefined | null): ReportSettings {
  return { weekly_summary: typeof stored?.weekly_summary === 'boolean' ? stored.weekly_summary : DEFAULT_REPORT_SETTINGS.weekly_summary };
}
