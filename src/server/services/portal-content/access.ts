import type { FastifyRequest } from 'fastify';
import { ADMIN_ROLES, Role } from '@shared/roles';
import { MSG } from '@shared/messages';
import type { Database } from '../../db/database';
import { Refusal } from '../refusal';
import type { SessionUserRow } from '../sessions';
import { OBJECT_ROUTE_PREFIX } from '../storage/storage.plugin';
import { requireStoredFiles } from '../storage/stored-files';
import { isObjPath } from '../storage/object-path';
import type { ObjectStorage } from '../storage/storage.service';
import { withoutStorageHost } from '../rich-text';

/** The database or one of its transactions. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whose portal content a user keeps: every station's and the central station's, or one station's. */
export type Keeper = { all: true; user: SessionUserRow } | { all: false; stationId: number; user: SessionUserRow };

/** 'the contact station does not exist' */
export const STATION_NOT_FOUND = '联络站不存在';

/** The administrators keep everything; a station manager their own station; nobody else anything (403). */
export function keeperOf(user: SessionUserRow): Keeper {
  if ((ADMIN_ROLES as readonly string[]).includes(user.loginRoleCode)) return { all: true, user };
  if (user.loginRoleCode === Role.station && user.fkStationId !== null) return { all: false, stationId: user.fkStationId, user };
  throw new Refusal(403, MSG.forbidden);
}

/**
 * Whether the keeper may touch a station's content: another station's id answers 404 (the
 * record is not theirs to know of), the central station (null) is the administrators' only.
 */
export function requireStationOf(keeper: Keeper, stationId: number | null, notFound = STATION_NOT_FOUND): void {
  if (keeper.all) return;
  if (stationId === null) throw new Refusal(403, MSG.forbidden);
  if (stationId !== keeper.stationId) throw new Refusal(404, notFound);
}

/** How long a picture's address stays valid: the record shows it as long as it exists. */
const PICTURE_URL_TTL_SECONDS = 10 * 365 * 24 * 60 * 60;

/** 'the picture must be uploaded through the platform' */
export const PICTURE_NOT_STORED = '图片须通过本平台上传';

/** The objPath inside an address of the object route, or null. */
export function objPathOfAddress(address: string): string | null {
  const path = withoutStorageHost(address).split('?')[0];
  const prefix = `${OBJECT_ROUTE_PREFIX}/`;
  const at = path.indexOf(prefix);
  if (at < 0) return null;
  try {
    return decodeURIComponent(path.slice(at + prefix.length));
  } catch {
    return null;
  }
}

/**
 * The address to store for a picture field: unchanged when the record already holds it (the
 * demo's static pictures included), else a file the storage issued and stored — sent as its
 * objPath (a fresh upload) or as an address of the object route — checked in the transaction
 * that writes it; anything else is refused (400, naming the field).
 */
export async function pictureToStore(tx: Tx, storage: ObjectStorage, field: string, sent: string | null, current: string | null): Promise<string | null> {
  const value = sent?.trim() ?? '';
  if (value === '') return null;
  if (value === current) return current;
  const objPath = isObjPath(value) ? value : objPathOfAddress(value);
  if (objPath === null || !isObjPath(objPath)) throw new Refusal(400, `${PICTURE_NOT_STORED}：${field}`);
  try {
    await requireStoredFiles(tx, [objPath]);
  } catch (error) {
    if (error instanceof Refusal) throw new Refusal(400, `${PICTURE_NOT_STORED}：${field}`);
    throw error;
  }
  return storage.presignedGetUrl(objPath, PICTURE_URL_TTL_SECONDS);
}

/** What the audit needs of the request. */
export type AuditRequest = Pick<FastifyRequest, 'ip' | 'user'>;
