import type { ImportAnswer } from '@shared/contracts/excel-import';
import type { ImportKind } from '@shared/excel-import';
import { ROLE_ORGANISATION, STAFF_IMPORT_COLUMNS, STAFF_IMPORT_MAX_ROWS, STAFF_IMPORT_MSG, STAFF_MSG, type StaffAccountForm, type StaffOrgField } from '@shared/staff-accounts';
import type { RoleCode } from '@shared/roles';
import type { Database } from '../db/database';
import { sysUser } from '../db/schema';
import { auditAccountChange } from './audit';
import { ImportRefusal, ImportReport, importTemplateFile, readImportRows } from './excel-import';
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

/** The staff import's columns and limit. */
export const STAFF_IMPORT: ImportKind = { columns: STAFF_IMPORT_COLUMNS, maxRows: STAFF_IMPORT_MAX_ROWS, counted: '个账号', noun: '账号' };

/** The template: the header row and examples, which the administrator replaces. */
export function staffImportTemplate(): Promise<Buffer> {
  return importTemplateFile({
    kind: STAFF_IMPORT,
    sheet: '工作人员',
    examples: [
      ['13800009999', '王小明', '办公室科员', '承办单位', '巴中市交通运输局'],
      ['13800009998', '李小红', '办公室主任', '专门委员会', '财政经济委员会'],
    ],
    widths: [14, 12, 24, 18, 30],
  });
}

/** The template column (its index) each field of the account is written in, for a refusal that names its field. */
const COLUMN_OF_FIELD: Readonly<Record<string, number>> = {
  username: 0,
  realName: 1,
  post: 2,
  loginRoleCode: 3,
  fkUnitId: 4,
  fkStationId: 4,
  fkDelegationId: 4,
  fkSpecialCommitteeId: 4,
};

/**
 * Staff accounts from an Excel file (the template's columns), all or none: every row is checked
 * as the form's account would be (the same rules and reach, roles and organisations by name, no
 * phone twice in the file or already used), and one refused row refuses the file with a report of
 * every refused row. Otherwise every account is created in one transaction, each audited, and
 * each texted its temporary password afterwards, as one created on the form.
 */
export async function importStaffAccounts(db: Database, request: Requested, file: Buffer, sms: SmsSender): Promise<ImportAnswer> {
  const actorRole = request.user!.loginRoleCode;
  const rows = await readImportRows(file, STAFF_IMPORT);
  const options = await staffAccountOptions(db, actorRole);
  const idByName: Record<StaffOrgField, Map<string, number>> = {
    fkUnitId: new Map(options.units.map((unit) => [unit.name, unit.id])),
    fkStationId: new Map(options.stations.map((station) => [station.name, station.id])),
    fkDelegationId: new Map(options.delegations.map((delegation) => [delegation.name, delegation.id])),
    fkSpecialCommitteeId: new Map(options.committees.map((committee) => [committee.name, committee.id])),
  };

  const report = new ImportReport(STAFF_IMPORT);
  const accepted: { row: number; body: StaffAccountForm }[] = [];
  for (const sheetRow of rows) {
    const { row, cells } = sheetRow;
    const [username, realName, post, roleName, organisation] = cells;
    const refuse = (msg: string, field?: string) => report.refuseCell(sheetRow, field === undefined ? null : (COLUMN_OF_FIELD[field] ?? null), msg);
    const role = options.roles.find((choice) => choice.label === roleName || choice.code === roleName);
    if (roleName !== '' && !role) {
      refuse(STAFF_IMPORT_MSG.roleUnknown(roleName), 'loginRoleCode');
      continue;
    }
    const body: StaffAccountForm = { username, realName, post, loginRoleCode: role?.code ?? '', fkUnitId: null, fkStationId: null, fkDelegationId: null, fkSpecialCommitteeId: null };
    const needs = role && ROLE_ORGANISATION[role.baseRole as RoleCode];
    if (needs && organisation !== '') {
      const id = idByName[needs].get(organisation);
      if (id === undefined) {
        refuse(STAFF_IMPORT_MSG.organisationUnknown(organisation, needs), needs);
        continue;
      }
      body[needs] = id;
    }
    if (report.repeats(row, STAFF_IMPORT_COLUMNS[COLUMN_OF_FIELD.username], username)) continue;
    try {
      const account = await checkedBody(db, actorRole, body);
      if (await usernameTaken(db, account.username)) throw new Refusal(409, STAFF_MSG.usernameTaken, 'username');
      accepted.push({ row, body: account });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refuse(error.msg, error.field);
    }
  }
  report.throwIfRefused();

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
