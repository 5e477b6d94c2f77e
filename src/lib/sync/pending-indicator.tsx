// A small badge, on every page, while bookings or staff changes wait on this
// device to be sent. Mounted once in the site layout. Dexie is loaded only when
// the local-data hint says there is something to show (or once something is queued).
import { useEffect, useState } from 'react';
import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { hasLocalData, LOCAL_DATA_EVENT } from './local-data-hint';
import type { PendingSnapshot } from './pending-count';
import { useOnline } from '@/lib/use-online';

export function PendingIndicator() {
  const [snapshot, setSnapshot] = useState<PendingSnapshot>({ waiting: 0, failed: 0 });
  const online = useOnline();

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const load = () => {
      if (unsubscribe || cancelled) return;
      unsubscribe = () => undefined;
      void import('./pending-count').then(({ subscribePending }) => {
        if (!cancelled) unsubscribe = subscribePending(setSnapshot);
      });
    };
    if (hasLocalData()) load();
    window.addEventListener(LOCAL_DATA_EVENT, load);
    return () => {
      cancelled = true;
      window.removeEventListener(LOCAL_DATA_EVENT, load);
      unsubscribe?.();
    };
  }, []);

  if (snapshot.waiting === 0) return null;
  const what = snapshot.waiting === 1 ? '1 booking update' : `${snapshot.waiting} booking updates`;
  return (
    <Box
      role="status"
      data-testid="pending-indicator"
      position="fixed"
      zIndex="overlay"
      insetStart="3"
      bottom={{ base: '84px', md: '4' }}
      bg="gray.900"
      color="white"
      px="3"
      py="2"
      rounded="full"
      shadow="lg"
      fontSize="sm"
    >
      <HStack gap="2">
        {online ? <Spinner size="xs" /> : <Box w="2" h="2" rounded="full" bg="orange.300" aria-hidden />}
        <Text>
          {online ? `Sending ${what}…` : `${what} saved on this device, waiting for a connection`}
        </Text>
      </HStack>
    </Box>
  );
}
