// setReportSettings (admin): the owner turns the weekly summary e-mail on or
// off (the toggle in Reports). A repeat of the same change stores the same
// document, so the outbox may send it again.
import { db } from '../lib/admin';
import { CALLABLE_OPTIONS, defineCallable } from '../lib/callable';
import { writeReportSettings } from './report-settings-doc';

export const setReportSettings = defineCallable('setReportSettings', CALLABLE_OPTIONS, async (data, request) => {
  const by = typeof request.auth?.token.email === 'string' ? request.auth.token.email : null;
  return writeReportSettings(db, data, by);
});
