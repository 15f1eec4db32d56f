import { describe, expect, it } from 'vitest';
import { MENU_TREE, type MenuSeed } from '@server/seed/menus';
import { minimalPdf } from '@server/seed/delegation-work';
import { DELEGATION_KIND, DELEGATION_KINDS } from '@shared/delegation-work';
import { detailsPath, idOf, kindOf, needsSignedAddress, pdfViewerPath, rowDetails } from '@web/features/delegation-work/delegation-work.model';
import { mobilePageFor } from '@web/app/mobile-area';

const row = { category: '全体会议', happenDate: '2026-01-13', clock: '14:30', place: '第三会议室', organiser: '巴州区代表团', speakerName: null, sessionLabel: '第五届第三次会议' };

describe('the deputy’s delegation pages', () => {
  it('read the kind and id of an address, refusing anything else', () => {
    expect(kindOf('meeting')).toBe('meeting');
    expect(kindOf('secrets')).toBeNull();
    expect(idOf('12')).toBe(12);
    expect(idOf('0')).toBeNull();
    expect(idOf('1e3')).toBeNull();
  });

  it('link a record and a PDF in the area they are shown in', () => {
    expect(detailsPath('mobile', 'activity', 7)).toBe('/mobile/organization/delegationDetails?id=7&type=activity');
    const file = { name: '通知.pdf', objPath: '2026/02/20/6f1d7a52-3c0e-4b7a-9a51-0d2c1e7b5a01/通知.pdf' };
    const url = new URL(pdfViewerPath('client', file), 'http://x');
    expect(url.pathname).toBe('/client/organization/viewPdfFile');
    expect(url.searchParams.get('fileUrl')).toBe(file.objPath);
    expect(url.searchParams.get('fileName')).toBe('通知.pdf');
    expect(needsSignedAddress(file.objPath)).toBe(true);
    expect(needsSignedAddress('/rdlz/api/commMinio/object/x.pdf')).toBe(false);
  });

  it('say under a row what its kind records', () => {
    expect(rowDetails('meeting', row)).toBe('全体会议 · 第五届第三次会议 · 2026-01-13 14:30 · 第三会议室');
    expect(rowDetails('deliberation', { ...row, speakerName: '张明华' })).toBe('第五届第三次会议 · 2026-01-13 14:30 · 张明华');
  });

  it('have a mobile twin for each client page', () => {
    for (const page of ['delegation', 'delegationDetails', 'delegationFileList', 'viewPdfFile']) {
      expect(mobilePageFor(`/client/organization/${page}`)).toBe(`/mobile/organization/${page}`);
    }
  });
});

describe('the menus of the delegation pages', () => {
  const rolesOf = (url: string) => {
    const roles = new Set<string>();
    const visit = (nodes: readonly MenuSeed[], inherited: readonly string[]) => {
      for (const node of nodes) {
        const own = node.roles ?? inherited;
        if (node.url === url) own.forEach((role) => roles.add(role));
        visit(node.children ?? [], own);
      }
    };
    visit(MENU_TREE, []);
    return [...roles].sort();
  };
  it.each(DELEGATION_KINDS)('%s is granted to the liaison and the office only', (kind) => {
    expect(rolesOf(DELEGATION_KIND[kind].page)).toEqual(['NPC_ADMIN', 'NPC_DELEGATION', 'NPC_LY', '人大管理员', '选任代工委'].sort());
  });
});

describe('the demo PDF', () => {
  it('is a PDF whose cross-reference table points at its objects', () => {
    const pdf = minimalPdf(['Title', 'A line (with brackets)']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain('(A line \\(with brackets\\)) Tj');
  });
});
