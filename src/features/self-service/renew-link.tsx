// The customer replaces the link they are holding (they forwarded it, or fear
// someone saw it): the server renews the booking's link key and e-mails the
// new link to the booking's address; this link then opens nothing, so what the
// device kept through it goes too. Needs the server (the new link is in the
// customer's mailbox, not on this page), so it is offered only online and
// with nothing waiting to be sent through this link.
import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { LINK_RENEWED_MESSAGE } from '@/domain/booking/self-service-schema';
import { requestNewLink } from './manage-service';

export const RENEW_LINK_TEXT = {
  ask: 'Forwarded this link, or think someone else has it? Get a new one by e-mail: this one will stop working.',
  button: 'Send Me a New Link',
  failed: "We couldn't send a new link just now. Please try again in a moment.",
} as const;

/** What the page says in place of the booking once its link was replaced (nothing of the booking stays on it). */
export function LinkRenewed() {
  return (
    <Alert.Root status="success" role="status" data-testid="link-renewed">
      <Alert.Content>
        <Alert.Title>{LINK_RENEWED_MESSAGE}</Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}

export function RenewLink({ id, token, onRenewed }: { id: string; token: string; onRenewed: () => void }) {
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  return (
    <Stack gap="2" data-testid="renew-link">
      <Text fontSize="sm" color="fg.muted">
        {RENEW_LINK_TEXT.ask}
      </Text>
      <Button
        type="button"
        size="sm"
        variant="outline"
        alignSelf="start"
        loading={state === 'sending'}
        onClick={async () => {
          setState('sending');
          const sent = await requestNewLink(id, token);
          if (sent) onRenewed();
          else setState('failed');
        }}
      >
        {RENEW_LINK_TEXT.button}
      </Button>
      {state === 'failed' ? (
        <Text fontSize="sm" color="red.700" role="alert">
          {RENEW_LINK_TEXT.failed}
        </Text>
      ) : null}
    </Stack>
  );
}
