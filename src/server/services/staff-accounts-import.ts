import { readSheet, type CellValue } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import type { StaffImportAnswer } from '@shared/contracts/staff-accounts';
import { ROLE_ORGANISATION, STAFF_IMPORT_COLUMNS, STAFF_IMPORT_MAX_ROWS, STAFF_IMPORT_MSG, STAFF_MSG, type StaffAccountForm, type StaffOrgField } from '@shared/staff-accounts';
import type { RoleCode } from '@shared/roles';
import type { Database } from '../db/database';
import { sysUser } from '../db/schema';
import { auditAccountChange } from './audit';
import { hashPassword } from './password';
import { Refusal } from './refusal';
import type { SmsSender } from './sms';
import {
  checkedBody,
  isUniqueViolation,
  staffAccountOptions,
  temporaryPassword,
  textPassword,
  usernameTaken,
  type Requested,
} from './staff-accounts.service';

/** A refused row: its number in the sheet (the header is row 1), its phone as written, and why. */
export interface RefusedRow {
  row: number;
  username: string;
  msg: string;
}

/** The whole import refused: nothing was written. `refused` lists the rows when rows were the reason. */
export class ImportRefusal extends Refusal {
  constructor(
    msg: string,
    readonly refused?: RefusedRow[],
  ) {
    super(400, msg);
  }
}

/** The template: the header row and one example, which the administrator replaces. */
export async function staffImportTemplate(): Promise<Buffer> {
  return writeXlsxFile(
    [
      STAFF_IMPORT_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const })),
      ['13800009999', '王小明', '办公室科员', '承办单位', '巴中市交通运输局'],
      ['13800009998', '李小红', '办公室主任', '专门委员会', '财政经济委员会'],
    ],
    { sheet: '工作人员', columns: [{ width: 14 }, { width: 12 }, { width: 24 }, { width: 18 }, { width: 30 }], stickyRowsCount: 1 },
  ).toBuffer();
}

const text = (cell: CellValue | undefined) => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell)).trim();

/** The sheet's rows below the header, blank rows left out; refuses an unreadable file, another header, none or too many rows. */
async function sheetRows(file: Buffer): Promise<{ row: number; cells: string[] }[]> {
  let sheet: CellValue[][];
  try {
    sheet = (await readSheet(file)) as CellValue[][];
  } catch {
    throw new ImportRefusal(STAFF_IMPORT_MSG.unreadable);
  }
  const [header = [], ...rest] = sheet;
  if (STAFF_IMPORT_COLUMNS.some((column, index) => text(header[index]) !== column)) throw new ImportRefusal(STAFF_IMPORT_MSG.header);
  const rows = rest
    .map((cells, index) => ({ row: index + 2, cells: STAFF_IMPORT_COLUMNS.map((_, column) => text(cells[column])) }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (rows.length === 0) throw new ImportRefusal(STAFF_IMPORT_MSG.empty);
  if (rows.length > STAFF_IMPORT_MAX_ROWS) throw new ImportRefusal(STAFF_IMPORT_MSG.tooMany);
  return rows;
}

/**
 * Staff accounts from an Excel file (the template's columns), all or none: every row is checked
 * as the form's account would be (the same rules and reach, roles and organisations by name, no
 * phone twice in the file or already used), and one refused row refuses the file with a report of
 * every refused row. Otherwise every account is created in one transaction, each audited, and
 * each texted its temporary password afterwards, as one created on the form.
 */
export async function importStaffAccounts(db: Database, request: Requested, file: Buffer, sms: SmsSender): Promise<StaffImportAnswer> {
  const actorRole = request.user!.loginRoleCode;
  const rows = await sheetRows(file);
  const options = await staffAccountOptions(db, actorRole);
  const idByName: Record<StaffOrgField, Map<string, number>> = {
    fkUnitId: new Map(options.units.map((unit) => [unit.name, unit.id])),
    fkStationId: new Map(options.stations.map((station) => [station.name, station.id])),
    fkDelegationId: new Map(options.delegations.map((delegation) => [delegation.name, delegation.id])),
    fkSpecialCommitteeId: new Map(options.committees.map((committee) => [committee.name, committee.id])),
  };

  const refused: RefusedRow[] = [];
  const accepted: { row: number; body: StaffAccountForm }[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of rows) {
    const [username, realName, post, roleName, organisation] = cells;
    const refuse = (msg: string) => refused.push({ row, username, msg });
    const role = options.roles.find((choice) => choice.label === roleName || choice.code === roleName);
    if (roleName !== '' && !role) {
      refuse(STAFF_IMPORT_MSG.roleUnknown(roleName));
      continue;
    }
    const body: StaffAccountForm = { username, realName, post, loginRoleCode: role?.code ?? '', fkUnitId: null, fkStationId: null, fkDelegationId: null, fkSpecialCommitteeId: null };
    const needs = role && ROLE_ORGANISATION[role.baseRole as RoleCode];
    if (needs && organisation !== '') {
      const id = idByName[needs].get(organisation);
      if (id === undefined) {
        refuse(STAFF_IMPORT_MSG.organisationUnknown(organisation, needs));
        continue;
      }
      body[needs] = id;
    }
    const earlier = firstRowOf.get(username);
    if (earlier !== undefined) {
      refuse(STAFF_IMPORT_MSG.duplicate(earlier));
      continue;
    }
    if (username !== '') firstRowOf.set(username, row);
    try {
      const account = await checkedBody(db, actorRole, body);
      if (await usernameTaken(db, account.username)) throw new Refusal(409, STAFF_MSG.usernameTaken);
      accepted.push({ row, body: account });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refuse(error.msg);
    }
  }
  if (refused.length > 0) throw new ImportRefusal(STAFF_IMPORT_MSG.refused(refused.length), refused);

  // The hashes before the transaction, in the caller's lane: other people's sign-ins keep their turn.
  const passwords = accepted.map(() => temporaryPassword());
  const hashes: string[] = [];
  for (const password of passwords) hashes.push(await hashPassword(password, request.ip));

  try {
    await db.transaction(async (tx) => {
      for (const [index, { body }] of accepted.entries()) {
        // Checked again inside the transaction: an account made meanwhile refuses the file.
        const account = await checkedBody(tx, actorRole, body);
        const [created] = await tx
          .insert(sysUser)
          .values({ ...account, post: account.post || null, passwordHash: hashes[index], mustChangePassword: true })
          .returning();
        await auditAccountChange(tx, request, 'import', created, { username: created.username, row: accepted[index].row });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ImportRefusal(STAFF_IMPORT_MSG.takenMeanwhile);
    throw error;
  }

  let untexted = 0;
  for (const [index, { body }] of accepted.entries()) if (!(await textPassword(sms, request, body.username, passwords[index]))) untexted += 1;
  const count = accepted.length;
  return { msg: untexted === 0 ? STAFF_IMPORT_MSG.imported(count) : STAFF_IMPORT_MSG.importedSomeUntexted(count, untexted), imported: count };
}
