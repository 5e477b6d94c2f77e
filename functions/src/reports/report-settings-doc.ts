// settings/reports, the owner's report settings: written by setReportSettings,
// read by the weekly summary's scheduled function before it writes anything.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { REPORT_SETTINGS_COLLECTION, REPORT_SETTINGS_ID, reportSettingsOf, type ReportSettings } from '@/domain/reports/report-settings';

export const reportSettingsRef = (fs: Firestore) => fs.collection(REPORT_SETTINGS_COLLECTION).doc(REPORT_SETTINGS_ID);

/** The owner's settings as stored; the defaults (the summary on) until first changed. */
export async function readReportSettings(fs: Firestore): Promise<ReportSettings> {
  return reportSettingsOf((await reportSettingsRef(fs).get()).data());
}

/** Stores the settings with who changed them (an admin's e-mail). */
export async function writeReportSettings(fs: Firestore, settings: ReportSettings, by: string | null): Promise<ReportSettings> {
  await reportSettingsRef(fs).set({ ...settings, updated_by: by, updated_at: FieldValue.serverTimestamp() }, { merge: true });
  return settings;
}
