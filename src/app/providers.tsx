// App-wide providers: Emotion cache (shared with prerendering), Chakra and motion
// (src/components/motion/motion-provider.tsx: its features load after the first tap).
// The system (src/components/ui/system.ts) is passed in: the browser entry
// loads it with import() so that building it is a task of its own.
import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { MotionProvider } from '@/components/motion/motion-provider';

export function AppProviders({ cache, system, children }: { cache: EmotionCache; system: SystemContext; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <MotionProvider>{children}</MotionProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
