import type { Selectable } from 'kysely';
import type { Database } from '../schema';

/** The tables whose rows carry `created_at` and `updated_at`. */
export type StampedTable = {
  [T in keyof Database]: 'created_at' | 'updated_at' extends keyof Database[T] ? T : never;
}[keyof Database];

/** The tables keyed by a generated number. */
export type NumberedTable = {
  [T in keyof Database]: Selectable<Database[T]> extends { id: number } ? T : never;
}[keyof Database];
