import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  contactStation,
  contactStationColumn,
  contactStationResource,
  npcAppointmentRemoval,
  npcDelegate,
  npcDelegateHistory,
  npcReportOnWork,
  npcDelegationRecord,
  overallNotice,
  proposal,
  proposalHistory,
  suggest,
  suggestHistory,
  sysNpcMenu,
} from '../../db/schema';

/** How a column names a stored file; each form holds the file's key (its path's UUID) as it is. */
export type FileReferenceForm =
  /** `[{ name, objPath }]` */
  | 'attachments'
  /** An event's payload: a draft's attachments and content, a reply's files. */
  | 'event payload'
  /** Sanitized HTML whose pictures are signed addresses of the object route. */
  | 'rich text'
  /** One address of a picture. */
  | 'address'
  /** The menu icon's JSON `{ menuIconType, url, objName, objPath }`. */
  | 'menu icon';

export interface FileReference {
  column: AnyPgColumn;
  form: FileReferenceForm;
}

/**
 * Every column where a record may name a stored file. The orphan sweep keeps a file while any
 * of these holds its key, so a new place that names files must be added here (a test checks
 * that every text and JSON column of the schema is either here or known to hold no file).
 */
export const FILE_REFERENCES: readonly FileReference[] = [
  { column: proposal.attachments, form: 'attachments' },
  { column: proposal.content, form: 'rich text' },
  { column: proposal.replyContent, form: 'rich text' },
  { column: proposalHistory.payload, form: 'event payload' },
  // A reply's text is kept as the history row's opinion.
  { column: proposalHistory.opinion, form: 'rich text' },
  { column: suggest.attachments, form: 'attachments' },
  { column: suggest.content, form: 'rich text' },
  { column: suggest.replyContent, form: 'rich text' },
  { column: suggestHistory.payload, form: 'event payload' },
  { column: suggestHistory.opinion, form: 'rich text' },
  { column: overallNotice.content, form: 'rich text' },
  { column: contactStation.stationPicture, form: 'address' },
  { column: contactStationColumn.picture, form: 'address' },
  { column: contactStationResource.content, form: 'rich text' },
  { column: contactStationResource.thumbnail, form: 'address' },
  { column: npcDelegate.headPortrait, form: 'address' },
  // A deputy record's documents, its waiting application's, and those each application carried.
  { column: npcDelegate.annexList, form: 'attachments' },
  { column: npcDelegate.electionReport, form: 'attachments' },
  { column: npcDelegate.applyAnnex, form: 'attachments' },
  { column: npcDelegateHistory.payload, form: 'event payload' },
  { column: npcReportOnWork.content, form: 'rich text' },
  { column: npcReportOnWork.attachments, form: 'attachments' },
  { column: sysNpcMenu.menuIcon, form: 'menu icon' },
  { column: npcAppointmentRemoval.attachments, form: 'attachments' },
  { column: npcDelegationRecord.attachments, form: 'attachments' },
  // The working rules' bodies are rich text with the editor's pictures; the other kinds' content is plain.
  { column: npcDelegationRecord.content, form: 'rich text' },
];
