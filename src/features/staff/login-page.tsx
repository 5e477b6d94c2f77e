// /login: e-mail and password sign-in for staff (site spec sections 2, 5, 8).
import { useState, type FormEvent } from 'react';
import { Box, Button, Container, Field, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageHead } from '@/lib/head/page-head';
import { toaster } from '@/components/ui/toaster';
import { useAuth } from './auth-context';
import { appDb } from '@/lib/db/db';
import { useLiveQuery } from '@/lib/db/use-live-query';
import { discardStaffChanges, unsentStaffChanges } from './staff-outbox';
import { changesLabel } from './sign-out-button';

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

  if (!loading && user) return <Navigate to="/dashboard" replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Please enter both email and password');
      toaster.create({ type: 'error', title: 'Please enter both email and password' });
      return;
    }
    setSubmitting(true);
    try {
      await signIn(email.trim(), password);
      toaster.create({ type: 'success', duration: 6000, title: 'Signed in successfully' });
      navigate('/dashboard', { replace: true });
    } catch (err) {
      const message = (await import('@/lib/firebase/auth')).signInErrorMessage(err) ?? 'Failed to sign in';
      setError(message);
      toaster.create({ type: 'error', title: message });
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
          <Heading as="h1" size="2xl">
            Staff Login
          </Heading>
          <Text color="fg.muted">Sign in to manage bookings.</Text>
        </Box>
        {loading ? (
          <Spinner aria-label="Checking session" />
        ) : null}
        <WaitingChanges />
        <Field.Root>
          <Field.Label>Email</Field.Label>
          <Input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Password</Field.Label>
          <Input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
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
