// The owner's weekly summary e-mail, on or off: a switch in Reports showing
// settings/reports as stored (a live read, admins only by the rules) and
// changing it through setReportSettings. Sent at once, not queued: a setting
// is the server's answer or nothing, so offline the switch waits.
import { useEffect, useState } from 'react';
import { callFailure } from '@/domain/callables/failure-words';
import type { ReportSettings } from '@/domain/reports/report-settings';
import { useOnline } from '@/lib/use-online';
import { callStaff } from '../staff-service';
import { WeeklySummaryBox } from './reports-parts';

export function WeeklySummarySetting() {
  const online = useOnline();
  const [settings, setSettings] = useState<ReportSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('@/lib/firebase/live-bookings').then(({ listenToReportSettings }) => {
      if (gone) return;
      stop = listenToReportSettings({ next: setSettings, error: () => setProblem('The setting could not be loaded.') });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

  const change = async (on: boolean) => {
    setSaving(true);
    setProblem(null);
    try {
      setSettings(await callStaff('setReportSettings', { weekly_summary: on }));
    } catch (error) {
      setProblem(`Not saved: ${callFailure(error).message}`);
    } finally {
      setSaving(false);
    }
  };

  return <WeeklySummaryBox checked={settings?.weekly_summary ?? false} disabled={!settings || saving || !online} online={online} onChange={(on) => void change(on)} problem={problem} />;
}
