// `npm run check:ledger`: verifies the ledger, the audit log's hash chain and the network's leg
// totals (a recount from the parent links, decision 0011) of the configured
// database (DATABASE_URL, else the embedded one under DATA_DIR); exits non-zero on any problem.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { auditHead, checkAuditChain } from '../server/modules/audit/service';
import { checkLedger } from '../server/modules/integrity/ledger-check';
import { checkTour } from '../server/modules/tree/tour-legs';

const config = loadConfig();
const handle = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const ledger = await checkLedger(handle.db);
  const chain = await checkAuditChain(handle.db);
  const tour = await checkTour(handle.db);
  for (const [what, problems] of [
    ['ledger', ledger],
    ['audit log', chain],
    ['network', tour],
  ] as const) {
    if (!problems.length) continue;
    console.error(`The ${what} is broken (${problems.length} problem(s) shown):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exitCode = 1;
  }
  const head = await auditHead(handle.db);
  if (head)
    console.log(`Audit log head: row ${head.id}, hash ${head.hash} (keep a copy elsewhere).`);
  if (!process.exitCode) {
    console.log(
      'Ledger OK: every transfer balances, every kept balance matches its entries; audit chain intact; every leg total equals a recount from the parent links.',
    );
  }
} finally {
  await handle.close();
}
