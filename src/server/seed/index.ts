import { count, sql } from 'drizzle-orm';
import { sysUser } from '../db/schema';
import type { Database } from '../db/database';
import { hashPassword } from '../services/password';
import { seedAccounts, DEMO_PASSWORD, STAFF, STAFF_USER } from './accounts';
import { seedAreas } from './areas';
import { seedDelegations } from './delegations';
import { seedDelegationWork } from './delegation-work';
import { DEPUTIES, deputyUsername, seedDeputies } from './deputies';
import { seedDeputyRecords } from './deputy-records';
import { seedDictionaries } from './dictionaries';
import { seedGroups } from './groups';
import { seedMenus } from './menus';
import { seedNotices } from './notices';
import { seedPortraits } from './portraits';
import type { ObjectStorage } from '../services/storage/storage.service';
import { seedDictionaryTypes, seedInterfaceAddresses, seedOrganizations, seedSpecialCommittees } from './reference-data';
import { seedAppointments } from './appointments';
import { seedRoles } from './roles';
import { seedStations, type StationKey } from './stations';
import { seedTerms } from './terms';
import { seedUnits } from './units';
import { seedWorkflowDemo } from './workflow';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEPUTY_ACCOUNTS, STAFF_ACCOUNTS, type DemoAccount } from './accounts';
export { CURRENT_TERM, CURRENT_TIMES, NPC_ID, NPC_NAME } from './terms';

// Any constant works; it only keeps two processes starting on one empty database from both seeding.
const SEED_LOCK = 20_261_121;

async function hasUsers(db: Database): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(sysUser);
  return n > 0;
}

/**
 * Fills an empty database with the demo data of design/demo-data.md, in one transaction so a
 * crash leaves nothing half-filled. A database that has any user is left alone.
 */
export async function seedDemoData(
  db: Database,
  { workflow = true, storage }: { workflow?: boolean; /** Where the deputies' photos go; without it they have none. */ storage?: ObjectStorage } = {},
): Promise<{ seeded: boolean }> {
  if (await hasUsers(db)) return { seeded: false };
  // Hashed once: scrypt is slow and every demo account shares the documented password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return { seeded: false };

    await seedRoles(tx);
    const areas = await seedAreas(tx);
    await seedOrganizations(tx, areas);
    await seedTerms(tx);
    const delegation = await seedDelegations(tx, areas);
    const unit = await seedUnits(tx);
    const stations = await seedStations(tx, areas, (key: StationKey) => DEPUTIES.filter((d) => d.station === key));
    const delegateByUsername = await seedDeputies(tx, { delegation, station: stations.byKey });
    if (storage) await seedPortraits(tx, storage, DEPUTIES.map((d, i) => ({ delegateId: delegateByUsername.get(deputyUsername(i))!, sex: d.sex })));
    const userIds = await seedAccounts(tx, { passwordHash, delegation, unit, station: stations.byKey, delegateByUsername });
    await seedDeputyRecords(tx, { delegation, station: stations.byKey, delegateByUsername, userIds });

    const admin = STAFF[0];
    await seedMenus(tx, { userId: userIds.get(admin.username)!, realName: admin.realName });
    await seedDictionaries(tx);
    await seedDictionaryTypes(tx);
    await seedSpecialCommittees(tx);
    await seedInterfaceAddresses(tx);
    await seedAppointments(tx);
    const realNames = new Map(STAFF.map((s) => [s.username, s.realName]));
    await seedNotices(tx, userIds, realNames, now);
    await seedDelegationWork(tx, { delegation, delegateByUsername }, now);
    await seedGroups(tx, { areas, station: stations.byKey, delegateByUsername, liaisonUserId: userIds.get(STAFF_USER.undertaker)!, userIds }, now);
    // API tests create the records they move and skip this (it sends ~2,000 events).
    if (workflow) await seedWorkflowDemo(tx);
    return { seeded: true };
  });
}
