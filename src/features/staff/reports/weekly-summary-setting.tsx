// The owner's weekly summary e-mail, on or off: a switch in Reports showing
// settings/reports as stored (a live read, admins only by the rules) and
// changing it through setReportSettings. Sent at once, not queued: a setting
// is the server's answer or nothing, so offline the switch waits.
import { useEffect, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { BUSINESS } from '@/config/business';
import { callFailure } from '@/domain/callables/failure-words';
import { WEEKLY_SUMMARY_SETTING_LABEL, type ReportSettings } from '@/domain/reports/report-settings';
import { useOnline } from '@/lib/use-online';
import { callStaff } from '../staff-service';
import './reports.css';

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

  return (
    <Box borderWidth="1px" rounded="lg" p="3" mb="4" data-testid="weekly-summary-setting">
      {/* A native checkbox (reports.css): the staff pages' trimmed Chakra system carries no switch recipe. */}
      <label className="rp-toggle">
        <input type="checkbox" checked={settings?.weekly_summary ?? false} disabled={!settings || saving || !online} onChange={(e) => void change(e.currentTarget.checked)} />
        <span>{WEEKLY_SUMMARY_SETTING_LABEL}</span>
      </label>
      <Text fontSize="sm" color="fg.muted">
        Mondays at 7:00 AM to {BUSINESS.ownerEmail}: last week&apos;s figures and this week&apos;s bookings.
        {online ? '' : ' You can change this when you are back online.'}
      </Text>
      {problem ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
    </Box>
  );
}
