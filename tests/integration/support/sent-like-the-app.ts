// A change sent as the app sends it: the sync engine (src/lib/sync/sync-engine.ts)
// sends a failed call again, with the same mutation id, unless its code is a
// permanent one. Tests of parallel changes need that: the Firestore emulator
// sometimes ends two transactions that wait on each other's locks with
// "Transaction lock timeout" (ABORTED, after about 30 s) where production
// Firestore lets one through, and the function then answers `internal`. What
// such a test asserts (exactly one winner, exactly the limit applied) holds for
// the answers the app ends with; each send again is printed, so a run shows it.

/** The codes the app retries that a server under contention answers with. */
const CONTENTION_CODES = new Set(['aborted', 'internal', 'unavailable', 'deadline-exceeded']);
/** gRPC status numbers of the same, as the Admin SDK's errors carry them in process. */
const GRPC_CODES: Record<number, string> = { 4: 'deadline-exceeded', 10: 'aborted', 13: 'internal', 14: 'unavailable' };

export function contentionCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const name = typeof code === 'number' ? GRPC_CODES[code] : typeof code === 'string' ? code.replace(/^functions\//, '') : undefined;
  return name && CONTENTION_CODES.has(name) ? name : undefined;
}

/** `send()` until it answers or fails for another reason than contention, at most `attempts` times. */
export async function sentLikeTheApp<T>(send: () => Promise<T>, label: string, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const code = contentionCode(error);
      if (!code || attempt >= attempts) throw error;
      console.log(`[sent again] ${label}: attempt ${attempt} ended with ${code} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}
