import { describe, expect, it } from 'vitest';
import { DOWNLOAD_PROGRESS_HIDE_MS, percentOf, showsDownloadProgress } from '@web/features/files/download-progress';
import { formatFileSize } from '@web/features/files/file-size';
import {
  displayNameOf,
  filePreviewPath,
  isSameSite,
  parsePreviewQuery,
  previewKindOf,
  safeFileAddress,
} from '@web/features/files/preview.model';
import { ATTACHMENT_ACCEPT, attachmentRefusal, MAX_ATTACHMENT_BYTES, TYPE_REFUSED, tooLarge, withinLimit } from '@web/features/files/attachments.model';

describe('download progress', () => {
  it('shows only for files over 1,048,576 bytes', () => {
    expect(showsDownloadProgress(1_048_576)).toBe(false);
    expect(showsDownloadProgress(1_048_577)).toBe(true);
    expect(showsDownloadProgress(500)).toBe(false);
  });

  it('without a length, decides by the bytes received', () => {
    expect(showsDownloadProgress(undefined, 1000)).toBe(false);
    expect(showsDownloadProgress(undefined, 1_048_577)).toBe(true);
    expect(showsDownloadProgress(0, 2_000_000)).toBe(true);
  });

  it('hides one second after success', () => {
    expect(DOWNLOAD_PROGRESS_HIDE_MS).toBe(1000);
  });

  it('counts whole percent within 0–100', () => {
    expect(percentOf(0, 2000)).toBe(0);
    expect(percentOf(999, 2000)).toBe(49);
    expect(percentOf(2000, 2000)).toBe(100);
    expect(percentOf(3000, 2000)).toBe(100);
    expect(percentOf(10, undefined)).toBe(0);
  });
});

describe('file sizes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024, '10 KB'],
    [1_048_576, '1 MB'],
    [52_428_800, '50 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%i bytes is %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it('shows nothing for a size that is not one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('what the preview page shows', () => {
  it('follows the type when given: a kind, an extension or a MIME type', () => {
    expect(previewKindOf({ type: 'image', fileName: 'a.pdf' })).toBe('image');
    expect(previewKindOf({ type: 'pdf' })).toBe('pdf');
    expect(previewKindOf({ type: 'application/pdf' })).toBe('pdf');
    expect(previewKindOf({ type: 'image/png' })).toBe('image');
    expect(previewKindOf({ type: '.JPG' })).toBe('image');
    expect(previewKindOf({ type: 'txt' })).toBe('text');
    expect(previewKindOf({ type: 'docx', fileName: 'a.png' })).toBe('other');
  });

  it('never shows an SVG inline', () => {
    expect(previewKindOf({ type: 'image/svg+xml' })).toBe('other');
    expect(previewKindOf({ fileName: 'logo.svg' })).toBe('other');
  });

  it('falls back to the file name, then the address', () => {
    expect(previewKindOf({ fileName: '现场照片.JPEG' })).toBe('image');
    expect(previewKindOf({ fileName: '报告.pdf' })).toBe('pdf');
    expect(previewKindOf({ fileName: '说明.txt' })).toBe('text');
    expect(previewKindOf({ fileName: '会议纪要.docx' })).toBe('other');
    expect(previewKindOf({ fileUrl: '/api/commMinio/object/2026/01/02/x/a.pdf?expires=1&signature=s' })).toBe('pdf');
    expect(previewKindOf({ fileUrl: '2026/01/02/uuid/photo.webp' })).toBe('image');
    expect(previewKindOf({ fileUrl: 'noextension' })).toBe('other');
    expect(previewKindOf({})).toBe('other');
  });

  it('names the file after the given name, else the address', () => {
    expect(displayNameOf({ fileName: ' 报告.pdf ', fileUrl: '/x/y.pdf' })).toBe('报告.pdf');
    expect(displayNameOf({ fileUrl: '/api/commMinio/object/2026/01/02/u/%E6%8A%A5%E5%91%8A.pdf?expires=1' })).toBe('报告.pdf');
    expect(displayNameOf({ fileName: 'null', fileUrl: '' })).toBe('文件');
  });

  it('takes only addresses of this site or http(s); anything else is no address (暂无相关信息)', () => {
    expect(safeFileAddress('')).toBeNull();
    expect(safeFileAddress('  ')).toBeNull();
    expect(safeFileAddress('null')).toBeNull();
    expect(safeFileAddress(undefined)).toBeNull();
    expect(safeFileAddress('javascript:alert(1)')).toBeNull();
    expect(safeFileAddress('data:text/html,<script>')).toBeNull();
    expect(safeFileAddress('//evil.example/x.pdf')).toBeNull();
    expect(safeFileAddress('/\\evil.example')).toBeNull();
    expect(safeFileAddress('/api/commMinio/object/a.pdf?x=1')).toBe('/api/commMinio/object/a.pdf?x=1');
    expect(safeFileAddress('https://files.example.cn/a.pdf')).toBe('https://files.example.cn/a.pdf');
  });

  it('embeds only addresses of this site', () => {
    expect(isSameSite('/api/x', 'http://127.0.0.1:8080')).toBe(true);
    expect(isSameSite('http://127.0.0.1:8080/api/x', 'http://127.0.0.1:8080')).toBe(true);
    expect(isSameSite('https://other.example/x', 'http://127.0.0.1:8080')).toBe(false);
    expect(isSameSite('//other.example/x', 'http://127.0.0.1:8080')).toBe(false);
  });

  it('reads and writes the preview query (fileUrl, fileName, type, needGetUrl)', () => {
    const path = filePreviewPath({ fileUrl: '2026/01/02/u/报告 1.pdf', fileName: '报告 1.pdf', needGetUrl: true });
    expect(path.startsWith('/filePreview?')).toBe(true);
    const query = new URLSearchParams(path.split('?')[1]);
    expect(parsePreviewQuery(query)).toEqual({ fileUrl: '2026/01/02/u/报告 1.pdf', fileName: '报告 1.pdf', type: undefined, needGetUrl: true });
    expect(parsePreviewQuery(new URLSearchParams('fileUrl=&needGetUrl=false'))).toEqual({ fileUrl: '', fileName: undefined, type: undefined, needGetUrl: false });
    expect(parsePreviewQuery(new URLSearchParams('fileUrl=a&type=pdf&needGetUrl=1')).needGetUrl).toBe(true);
    expect(parsePreviewQuery(new URLSearchParams('')).fileUrl).toBe('');
  });
});

describe('choosing attachments', () => {
  it('refuses types the server refuses, and files over 50 MB', () => {
    expect(attachmentRefusal({ name: '报告.PDF', size: 10 })).toBeNull();
    expect(attachmentRefusal({ name: 'a.docx', size: MAX_ATTACHMENT_BYTES })).toBeNull();
    expect(attachmentRefusal({ name: 'a.docx', size: MAX_ATTACHMENT_BYTES + 1 })).toBe(tooLarge(MAX_ATTACHMENT_BYTES));
    expect(tooLarge(MAX_ATTACHMENT_BYTES)).toBe('文件大小不能超过50MB');
    for (const name of ['setup.exe', 'page.html', 'logo.svg', 'noextension', '.pdf']) expect(attachmentRefusal({ name, size: 1 }), name).toBe(TYPE_REFUSED);
    expect(ATTACHMENT_ACCEPT).toContain('.pdf');
    expect(ATTACHMENT_ACCEPT).not.toContain('.svg');
  });

  it('keeps within the maximum count, counting files stored and on their way', () => {
    expect(withinLimit(['a', 'b', 'c'], 0, 20)).toEqual({ accepted: ['a', 'b', 'c'], leftOut: 0 });
    expect(withinLimit(['a', 'b', 'c'], 18, 20)).toEqual({ accepted: ['a', 'b'], leftOut: 1 });
    expect(withinLimit(['a'], 20, 20)).toEqual({ accepted: [], leftOut: 1 });
    expect(withinLimit(['a'], 25, 20)).toEqual({ accepted: [], leftOut: 1 });
  });
});
