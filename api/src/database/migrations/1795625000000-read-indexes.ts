import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the daily reads at the scale of a year of a thousand members (build/bench/reads.ts).
 *
 * - `breaks(id_workspace_time)`: a workspace time's breaks were found by a sequential scan of
 *   every break (the exclusion index leads with the same column but only covers live breaks, and
 *   a deleted workspace time's breaks are read too).
 * - Search over activity descriptions: a trigram index serves `ILIKE '%part%'` (partial words,
 *   Japanese included, which has no spaces to split words on) and the similarity operator `%`;
 *   a full-text index serves the word match. Both cover live rows only, as search reads them.
 *
 * No new index for range reads: the exclusion constraints `workspace_times_no_overlap` and
 * `activities_no_overlap` are already GiST indexes on (id_workspace, id_user, the span's range)
 * over live rows, and a read that asks for the range overlap (`&&`) costs what its window holds.
 * Measured on the seeded year: 0.15-0.5 ms for any month, where `(id_workspace, id_user,
 * start_at)` with `start_at < end` cost 0.2-3.5 ms, growing with the history before the window.
 * A btree on the span's end would do as well but slow every clock action, which the GiST index
 * already does not.
 */
export class ReadIndexes1795625000000 implements MigrationInterface {
  name = 'ReadIndexes1795625000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "breaks_id_workspace_time_idx" ON "breaks"  ("id_workspace_time") `,
    );
    // Indexes TypeORM cannot describe (marked synchronize: false on ActivityEntity).
    await queryRunner.query(
      `CREATE INDEX "activities_description_trgm_idx" ON "activities" USING gin ("description" gin_trgm_ops) WHERE "deleted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "activities_description_fts_idx" ON "activities" USING gin (to_tsvector('simple', "description")) WHERE "deleted_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "activities_description_fts_idx"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "activities_description_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "public"."breaks_id_workspace_time_idx"`);
  }
}
