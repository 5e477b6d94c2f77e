// App-wide providers: Emotion cache (shared with prerendering) and Chakra.
import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/components/ui/system';

export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
