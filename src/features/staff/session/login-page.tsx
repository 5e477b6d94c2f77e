// /login: e-mail and password sign-in for staff (site spec sections 2, 5, 8).
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Container, Field, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageHead } from '@/lib/head/page-head';
import { toaster } from '@/lib/toaster';
import { useAuth } from './auth-context';
import { appDb } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { discardStaffChanges, unsentStaffChanges } from '@/lib/sync/staff-changes';
import { changesLabel } from './changes-label';

/**
 * Staff changes left on this device by a session that ended by itself (token
 * revoked, role removed): kept, sent after the next staff sign-in, or dropped
 * only by the explicit Discard choice.
 */
function WaitingChanges() {
  const count = useLiveQuery(() => unsentStaffChanges(appDb()), []) ?? 0;
  const [discarding, setDiscarding] = useState(false);
  if (count === 0) return null;
  return (
    <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" color="orange.900" borderRadius="md" p="3" data-testid="waiting-changes">
      <Text role="status">
        {count === 1 ? '1 change made on this device is' : `${changesLabel(count)} made on this device are`} waiting for a signed-in staff member.{' '}
        {count === 1 ? 'It is' : 'They are'} sent after you sign in.
      </Text>
      <Button
        type="button"
        mt="2"
        size="sm"
        variant="outline"
        colorPalette="red"
        loading={discarding}
        onClick={async () => {
          setDiscarding(true);
          await discardStaffChanges(appDb()).finally(() => setDiscarding(false));
        }}
      >
        Discard them ({changesLabel(count)})
      </Button>
    </Box>
  );
}

export const LOGIN_META = {
  title: 'Staff Login | Mobile Detailing',
  description: 'Sign in to the staff bookings dashboard.',
  path: '/login',
  noindex: true,
} as const;

export function LoginPage() {
  const { user, loading, signIn } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The last failed attempt's toast: the next attempt dismisses it (a new one gets its own id,
  // since a toast being dismissed does not come back under the same id).
  const errorToast = useRef<string | undefined>(undefined);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);

  // What a password manager put into the prerendered fields before the page was interactive
  // (it need not fire input events) becomes the form's state before anything re-renders:
  // a re-render of a controlled field would otherwise write the empty state over it.
  useLayoutEffect(() => {
    const filledEmail = emailField.current?.value;
    const filledPassword = passwordField.current?.value;
    if (filledEmail) setEmail((v) => v || filledEmail);
    if (filledPassword) setPassword((v) => v || filledPassword);
  }, []);

  if (!loading && user) return <Navigate to="/dashboard" replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    // What the fields hold now, however it got there: a password manager may fill them
    // before the page is interactive (no input event), and a tap on Sign In made then
    // is replayed once it is (src/lib/event-replay.ts).
    const fields = new FormData(event.currentTarget);
    const typedEmail = String(fields.get('email') ?? email);
    const typedPassword = String(fields.get('password') ?? password);
    setEmail(typedEmail);
    setPassword(typedPassword);
    // One message at a time: an earlier attempt's toast does not outlive this one.
    if (errorToast.current) toaster.dismiss(errorToast.current);
    errorToast.current = undefined;
    if (!typedEmail.trim() || !typedPassword) {
      setError('Please enter both email and password');
      errorToast.current = toaster.create({ type: 'error', title: 'Please enter both email and password' });
      return;
    }
    setSubmitting(true);
    try {
      await signIn(typedEmail.trim(), typedPassword);
      toaster.create({ type: 'success', duration: 6000, title: 'Signed in successfully' });
      navigate('/dashboard', { replace: true });
    } catch (err) {
      const message = (await import('@/lib/firebase/auth')).signInErrorMessage(err) ?? 'Failed to sign in';
      setError(message);
      errorToast.current = toaster.create({ type: 'error', title: message });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Container maxW="sm" py={{ base: 10, md: 16 }}>
      <PageHead meta={LOGIN_META} />
      <Stack gap="6" asChild>
        {/* method="post": a tap before hydration must never put the password in the URL. */}
        <form method="post" onSubmit={onSubmit} noValidate aria-label="Staff login">
        <Box>
          {/* The session check's spinner sits beside the title: the fields and Sign In do not move
              when it ends (a tap made as it ended would otherwise land where the button was). */}
          <Stack direction="row" align="center" justify="space-between" gap="3">
            <Heading as="h1" size="2xl">
              Staff Login
            </Heading>
            {loading ? <Spinner role="status" aria-label="Checking session" /> : null}
          </Stack>
          <Text color="fg.muted">Sign in to manage bookings.</Text>
        </Box>
        <WaitingChanges />
        <Field.Root>
          <Field.Label>Email</Field.Label>
          <Input ref={emailField} type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Password</Field.Label>
          <Input ref={passwordField} type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field.Root>
        {error ? (
          <Text role="alert" color="red.600" data-testid="login-error">
            {error}
          </Text>
        ) : null}
        <Button type="submit" colorPalette="blue" loading={submitting}>
          Sign In
        </Button>
        </form>
      </Stack>
    </Container>
  );
}
