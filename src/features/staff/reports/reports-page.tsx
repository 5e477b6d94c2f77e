// /reports: the owner's figures, for admins only. This module is the gate and
// stays small: signed-out visitors go to /login, staff without the admin role
// are told the page is not theirs, and only an admin's page fetches the view
// (charts, the worker) and reads the cached bookings for it. The server's
// rules decide what any account may read in the first place. For an admin the
// worker starts here, beside the view's code rather than after it.
import { Button, Container, Heading, Spinner, Text } from '@chakra-ui/react';
import { Link, Navigate } from 'react-router-dom';
import { PageHead } from '@/lib/head/page-head';
import { lazyPart } from '@/lib/lazy-part';
import { useOptionalAuth } from '../session/auth-context';
import { readSessionHint } from '../session/session-hint';
import { markReports } from './report-marks';
import { AHEAD_SLOT_ATTR, adoptDrawnAhead, startReportWorker } from './report-worker-start';

markReports('gate-code');

export const REPORTS_META = {
  title: 'Reports | Mobile Detailing',
  description: 'Business reports for the owner.',
  path: '/reports',
  noindex: true,
} as const;

/** The slot keeps what is drawn in it: React neither hydrates nor updates inside it (the same object every render). */
const KEEP_INSIDE = { __html: '' };

// The slot holds the first look drawn ahead of the shell (reports-ahead.tsx), which hides the spinner.
const loading = (
  <>
    <div {...{ [AHEAD_SLOT_ATTR]: '' }} ref={adoptDrawnAhead} dangerouslySetInnerHTML={KEEP_INSIDE} />
    <Container py="16" textAlign="center" className="rp-loading">
      <Spinner role="status" aria-label="Loading" />
    </Container>
  </>
);

const reportsView = lazyPart(async () => (await import('./reports-view')).ReportsView, loading);

// The session last confirmed on this device is an admin's: the view's code and
// the worker start as this module loads, while the staff pages' shell is still
// being set up, not once the gate first renders. The gate below still decides
// what is shown; for anyone else nothing of the view is fetched.
if (readSessionHint()?.role === 'admin') {
  startReportWorker();
  void reportsView.preload();
}

export function ReportsPage() {
  const auth = useOptionalAuth();
  if (!auth || auth.loading) {
    return (
      <>
        <PageHead meta={REPORTS_META} />
        {loading}
      </>
    );
  }
  if (!auth.user) return <Navigate to="/login" replace />;
  if (auth.user.role !== 'admin') {
    return (
      <Container maxW="7xl" py="6">
        <PageHead meta={REPORTS_META} />
        <Heading as="h1" size="2xl">
          Reports
        </Heading>
        <Text role="alert" mt="3" mb="4">
          Reports are for admins only.
        </Text>
        <Button asChild variant="outline">
          <Link to="/dashboard">Back to the dashboard</Link>
        </Button>
      </Container>
    );
  }
  // Once per page (a no-op while the started worker waits for the view to take it).
  startReportWorker();
  return (
    <>
      <PageHead meta={REPORTS_META} />
      <reportsView.Part />
    </>
  );
}
