import { DELEGATION_KIND, DELEGATION_KINDS, type DelegationKind } from '@shared/delegation-work';
import { MY_DELEGATION_PAGE } from './paths';

/** The deputies' layouts these pages live in. */
export type DelegationArea = 'client' | 'mobile';

export const isPdf = (name: string) => /\.pdf$/i.test(name.trim());

/** A kind named in an address (?type=), or null. */
export function kindOf(value: string | null): DelegationKind | null {
  return (DELEGATION_KINDS as readonly string[]).includes(value ?? '') ? (value as DelegationKind) : null;
}

/** A positive whole id from an address (?id=), or null. */
export function idOf(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export const delegationPath = (area: DelegationArea) => `/${area}/${MY_DELEGATION_PAGE.delegation}`;
export const fileListPath = (area: DelegationArea) => `/${area}/${MY_DELEGATION_PAGE.fileList}`;

/** delegationDetails?id=&type= */
export const detailsPath = (area: DelegationArea, kind: DelegationKind, id: number) => `/${area}/${MY_DELEGATION_PAGE.details}?${new URLSearchParams({ id: String(id), type: kind })}`;

/** viewPdfFile?fileUrl=&fileName=: fileUrl is the stored file's objPath (resolved to a signed address there) or an address of this site. */
export const pdfViewerPath = (area: DelegationArea, file: { name: string; objPath: string }) =>
  `/${area}/${MY_DELEGATION_PAGE.viewPdf}?${new URLSearchParams({ fileUrl: file.objPath, fileName: file.name })}`;

/** Whether a viewer's fileUrl names a stored file (resolved through presignedGetUrl) rather than an address. */
export const needsSignedAddress = (fileUrl: string) => !/^(\/|https?:)/i.test(fileUrl.trim());

/** What a list row says under its title: the kind's date, place or speaker, and its category. */
export function rowDetails(kind: DelegationKind, row: { category: string | null; happenDate: string | null; clock: string | null; place: string | null; organiser: string | null; speakerName: string | null; sessionLabel: string | null }): string {
  const f = DELEGATION_KIND[kind].fields;
  return [
    f.category ? row.category : null,
    f.session ? row.sessionLabel : null,
    f.happenDate ? [row.happenDate, row.clock].filter(Boolean).join(' ') : null,
    f.place ? row.place : null,
    f.speaker ? row.speakerName : null,
    kind === 'document' ? row.organiser : null,
  ]
    .filter((part) => part)
    .join(' · ');
}
