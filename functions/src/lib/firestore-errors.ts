// What a failed Firestore write says, for the writes that expect one failure:
// a `create` over an existing document (a lock another booking took, a mail
// record already claimed, an On My Way already sent).

/** gRPC ALREADY_EXISTS: a `create` whose document exists (real emulator and fallback alike). */
export const ALREADY_EXISTS = 6;

export function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}
