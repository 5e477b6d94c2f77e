// shrinkPhoto: a photo the crew took or picked, made ready to queue and send:
// a JPEG with its long side at PHOTOS.longSidePx (a few hundred KB),
// orientation applied, metadata (GPS position included) gone. The work runs
// in a module worker (shrink-worker.ts), one for the page, started on first
// use; the page's thread only hands the file over and takes the result, so
// the screen stays responsive while a 12 MP photo is decoded and drawn.
import { SHRINK_MESSAGES, type ShrinkErrorCode, type ShrinkRequest, type ShrinkResponse } from './shrink-protocol';

export interface ShrunkPhoto {
  blob: Blob;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

/** A photo that cannot be used, with the words to show: not an image, unreadable, or too large. */
export class PhotoShrinkError extends Error {
  readonly code: ShrinkErrorCode;
  constructor(code: ShrinkErrorCode, message: string) {
    super(message);
    this.name = 'PhotoShrinkError';
    this.code = code;
  }
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (photo: ShrunkPhoto) => void; reject: (error: Error) => void }>();

function shrinkWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./shrink-worker.ts', import.meta.url), { type: 'module', name: 'shrink-photo' });
  started.onmessage = (event: MessageEvent<ShrinkResponse>) => {
    const answer = event.data;
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if (answer.ok) pending.resolve({ blob: answer.blob, contentType: 'image/jpeg', width: answer.width, height: answer.height });
    else pending.reject(new PhotoShrinkError(answer.code, answer.message));
  };
  // A worker that cannot start or dies: every photo waiting on it is refused as unreadable, and the next one starts a new worker.
  started.onerror = () => {
    for (const pending of waiting.values()) pending.reject(new PhotoShrinkError('unreadable', SHRINK_MESSAGES.unreadable(0)));
    waiting.clear();
    started.terminate();
    if (worker === started) worker = undefined;
  };
  worker = started;
  return started;
}

/** The photo shrunk for upload; rejects with a PhotoShrinkError saying why it cannot be used. */
export function shrinkPhoto(file: Blob): Promise<ShrunkPhoto> {
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    waiting.set(id, { resolve, reject });
    shrinkWorker().postMessage({ id, file } satisfies ShrinkRequest);
  });
}

/**
 * Starts the worker now, before the first photo: a page with no service worker
 * yet fetches the worker's script while it still has a connection, so a photo
 * added after the signal dropped is still shrunk.
 */
export function warmShrinkWorker(): void {
  shrinkWorker();
}
