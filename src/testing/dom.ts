// Testing Library for the unit tests that render: the same exports, with waits
// (waitFor, findBy*) of 5 s instead of 1 s. A first render with Chakra, Dexie
// and fake IndexedDB took more than a second on a 2-core machine at load
// average 20, and two tests that pass on a quiet machine failed; an expectation
// that does not hold still fails, 5 s later. The 5 s are a quiet machine's: they
// grow with the pace of the machine the run is on (./pace).
import { configure } from '@testing-library/react';
import { paced } from './pace';

configure({ asyncUtilTimeout: paced(5000) });

export * from '@testing-library/react';
