import { MENU_ICON_MAX_CHARS } from '@shared/constants';

/** Icons show at 16–26 px; 64 px covers high-density screens. */
export const ICON_EDGES = [64, 48, 32] as const;
export const ICON_QUALITIES = [0.92, 0.8, 0.65, 0.5] as const;
/** A source picture larger than this is refused before decoding (it is no icon). */
export const ICON_SOURCE_MAX_BYTES = 5 * 1024 * 1024;

export type IconResult = { ok: true; dataUrl: string } | { ok: false; reason: 'notImage' | 'tooLarge' };

/**
 * The icon image is compressed to a JPEG data URL of at most 4800 characters,
 * shrinking the quality and then the size until it fits. `encode(edge, quality)` draws the
 * picture at that edge and answers the data URL.
 */
export function firstFitting(encode: (edge: number, quality: number) => string, limit = MENU_ICON_MAX_CHARS): string | null {
  for (const edge of ICON_EDGES) {
    for (const quality of ICON_QUALITIES) {
      const dataUrl = encode(edge, quality);
      if (dataUrl.length <= limit) return dataUrl;
    }
  }
  return null;
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}

/** Compresses a chosen picture into a menu icon (canvas → JPEG data URL). */
export async function compressIcon(file: File): Promise<IconResult> {
  if (!file.type.startsWith('image/')) return { ok: false, reason: 'notImage' };
  if (file.size > ICON_SOURCE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  let image: HTMLImageElement;
  try {
    image = await loadImage(file);
  } catch {
    return { ok: false, reason: 'notImage' };
  }
  const width = image.naturalWidth || 1;
  const height = image.naturalHeight || 1;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return { ok: false, reason: 'tooLarge' };
  const dataUrl = firstFitting((edge, quality) => {
    const scale = Math.min(1, edge / Math.max(width, height));
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    // JPEG has no transparency: a white ground keeps transparent icons readable.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', quality);
  });
  return dataUrl ? { ok: true, dataUrl } : { ok: false, reason: 'tooLarge' };
}
