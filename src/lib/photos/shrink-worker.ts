// The worker that shrinks a picked photo off the page's thread: decodes it
// with the orientation its EXIF asks for (createImageBitmap, imageOrientation
// 'from-image'), draws it on an OffscreenCanvas with its long side at
// PHOTOS.longSidePx, and encodes a new JPEG. The new file carries none of the
// original's metadata (EXIF, GPS position, camera): only the pixels are drawn.
import { PHOTOS } from '../../config/business';
import { sniffImageType } from '../../domain/photos/photo-bytes';
import { SHRINK_MAX_INPUT_BYTES, SHRINK_MESSAGES, SHRINK_QUALITIES, fitLongSide, type ShrinkErrorCode, type ShrinkRequest, type ShrinkResponse } from './shrink-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

async function shrink({ id, file }: ShrinkRequest): Promise<ShrinkResponse> {
  const fail = (code: ShrinkErrorCode, bytes = file.size): ShrinkResponse => ({ id, ok: false, code, message: SHRINK_MESSAGES[code](bytes) });
  if (file.size > SHRINK_MAX_INPUT_BYTES) return fail('too-large');
  // The bytes decide, not the name or the type the picker claims.
  if (!sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) return fail('not-image');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return fail('unreadable');
  }
  try {
    const size = fitLongSide(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return fail('unreadable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    let blob: Blob | undefined;
    for (const quality of SHRINK_QUALITIES) {
      blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      if (blob.size <= PHOTOS.maxBytes) return { id, ok: true, blob, ...size, quality };
    }
    return fail('too-large', blob?.size);
  } finally {
    bitmap.close();
  }
}

scope.onmessage = (event: MessageEvent<ShrinkRequest>) => {
  void shrink(event.data).then(
    (answer) => scope.postMessage(answer),
    () => scope.postMessage({ id: event.data.id, ok: false, code: 'unreadable', message: SHRINK_MESSAGES.unreadable(0) } satisfies ShrinkResponse),
  );
};
