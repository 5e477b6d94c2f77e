// Imported (for its effect) before zod is used: Hosting's Content-Security-Policy
// has no 'unsafe-eval', so zod must neither compile parsers with new Function nor
// probe whether it may (the caught probe still reports a CSP violation).
import { z } from 'zod';

z.config({ jitless: true });
