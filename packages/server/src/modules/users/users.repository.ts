import type { DB } from '../../platform/db/database';
import { nowIso } from '../../platform/db/dialect-helpers';
import type { NewUser, UserRow, UserUpdate } from '../../platform/db/schema';

export class UsersRepository {
  constructor(private readonly db: DB) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  async create(user: Omit<NewUser, 'created_at' | 'updated_at'>): Promise<UserRow> {
    const now = nowIso();
    return this.db
      .insertInto('users')
      .values({ ...user, email: user.email.toLowerCase(), created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, values: Omit<UserUpdate, 'id' | 'created_at'>): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Records a TOTP time step as used unless it (or a later one) already was: the compare and
   * the write are one statement, so two requests racing with the same code cannot both win.
   */
  async claimTwoFactorTimeStep(id: number, timeStep: number): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ two_factor_last_time_step: timeStep })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('two_factor_last_time_step', 'is', null),
          eb('two_factor_last_time_step', '<', timeStep),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Replaces the stored recovery codes only if they are still `expected` (single use). */
  async swapRecoveryCodes(id: number, expected: string, next: string): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ two_factor_recovery_codes: next, updated_at: nowIso() })
      .where('id', '=', id)
      .where('two_factor_recovery_codes', '=', expected)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
