/** Saves a file the browser's way: an object URL on a link with `download`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function saveSvg(svg: string, fileName: string) {
  saveFile(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }), fileName);
}

/** Draws the SVG on a canvas (twice its size, for sharp print) and saves it as PNG. */
export async function savePng(svg: string, fileName: string, scale = 2) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(image.naturalWidth * scale);
    canvas.height = Math.ceil(image.naturalHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('浏览器不支持导出图片');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('图片生成失败');
    saveFile(blob, fileName);
  } finally {
    URL.revokeObjectURL(url);
  }
}
