import { sql, type Kysely } from 'kysely';

/**
 * Insights roll-ups keep fewer grains (reports/report-periods.ts entityGrainsOf):
 * no third-of-month rows, and no year rows of country, device, platform and browser. Nothing
 * reads those rows any more; the day and month rows they summed stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from report_entity_counts
    where grain = 'x' or (grain = 'y' and dimension not in ('total', 'uniques', 'track'))`.execute(
    db,
  );
}

/** The rows can be made again by rebuilding the plays reports (admin reports, rebuild). */
export async function down(): Promise<void> {}
