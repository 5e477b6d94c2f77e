// The Chakra system (its configuration and why it is trimmed: system-config.ts).
import { createSystem } from '@chakra-ui/react';
import { SYSTEM_CONFIGS } from './system-config';

export const system = createSystem(...SYSTEM_CONFIGS);
