import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The member of a mark that stands for every member (a change of the workspace's schedule). */
const ALL_MEMBERS = '00000000-0000-0000-0000-000000000000';

/**
 * `member_months`: each member's attendance figures per whole past local month, schedules
 * applied, so a year's monthly report of a thousand members reads 12k rows instead of cutting,
 * joining and grouping 365k member days against 270k scheduled days again (2.4 s,
 * build/bench/reports.ts). Rows are written by the reads themselves (attendance-months.sql.ts):
 * a read computes the months it finds missing or stale and stores them in the same statement.
 *
 * Staleness, without a race: every change of member_days (a flush, a rezone) or of a schedule
 * bumps the workspace's `version` and stamps the (member, month) pairs it touched with it in
 * `member_month_marks` (ALL_MEMBERS for the workspace's schedule). A read stamps what it stores
 * with the version its snapshot saw, and a row counts only while its stamp is at least its
 * month's marks. So a read that computed from an older snapshot and stored after a newer change
 * stored a row no read will use. The zone is kept too: a month cut in another zone is another.
 */
export class MemberMonths1795699300000 implements MigrationInterface {
  name = 'MemberMonths1795699300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_months (
        id_workspace uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        id_user uuid NOT NULL,
        month date NOT NULL,
        time_zone text NOT NULL,
        version bigint NOT NULL,
        worked float8 NOT NULL,
        workspace_time float8 NOT NULL,
        break_time float8 NOT NULL,
        activity_time float8 NOT NULL,
        number_of_breaks integer NOT NULL,
        scheduled float8 NOT NULL,
        overtime float8 NOT NULL,
        early_in_days integer NOT NULL,
        late_out_days integer NOT NULL,
        days_present integer NOT NULL,
        early_in float8 NOT NULL,
        late_out float8 NOT NULL,
        first_in float8,
        last_out float8,
        PRIMARY KEY (id_workspace, id_user, month)
      )`);
    await queryRunner.query(`
      CREATE TABLE member_month_state (
        id_workspace uuid PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
        version bigint NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE member_month_marks (
        id_workspace uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        id_user uuid NOT NULL,
        month date NOT NULL,
        version bigint NOT NULL,
        PRIMARY KEY (id_workspace, id_user, month)
      )`);
    // member_days rows deleted or inserted (by a flush or a rezone, one workspace at a time under
    // its lock): their months are stale from the new version on.
    await queryRunner.query(`
      CREATE FUNCTION punchcard_member_months_touched() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        WITH touched AS (
          SELECT DISTINCT c.id_workspace, c.id_user, date_trunc('month', c.day)::date AS month
            FROM changed_rows c
           -- Not a workspace being deleted (its rows cascade away).
           WHERE EXISTS (SELECT 1 FROM workspaces w WHERE w.id = c.id_workspace)
        ),
        bumped AS (
          INSERT INTO member_month_state AS s (id_workspace, version)
          SELECT DISTINCT t.id_workspace, 1 FROM touched t
          ON CONFLICT (id_workspace) DO UPDATE SET version = s.version + 1
          RETURNING s.id_workspace, s.version
        )
        INSERT INTO member_month_marks AS m (id_workspace, id_user, month, version)
        SELECT t.id_workspace, t.id_user, t.month, b.version
          FROM touched t JOIN bumped b ON b.id_workspace = t.id_workspace
        ON CONFLICT (id_workspace, id_user, month) DO UPDATE SET version = EXCLUDED.version;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER member_days_months_insert AFTER INSERT ON member_days
      REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION punchcard_member_months_touched()`);
    await queryRunner.query(`
      CREATE TRIGGER member_days_months_delete AFTER DELETE ON member_days
      REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION punchcard_member_months_touched()`);
    // A schedule version applies from its first day until the next version: changing it (its
    // hours, its date, itself) makes its member's months stale from that day's month on, or every
    // member's (ALL_MEMBERS) for the workspace's own. Only months up to the current one can have
    // been stored, so a version that starts today touches none.
    await queryRunner.query(`
      CREATE FUNCTION punchcard_member_months_rescheduled(p_workspace uuid, p_user uuid, p_from date)
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        bumped bigint;
      BEGIN
        INSERT INTO member_month_state AS s (id_workspace, version)
        VALUES (p_workspace, 1)
        ON CONFLICT (id_workspace) DO UPDATE SET version = s.version + 1
        RETURNING s.version INTO bumped;
        INSERT INTO member_month_marks AS m (id_workspace, id_user, month, version)
        SELECT p_workspace, COALESCE(p_user, '${ALL_MEMBERS}'::uuid), g.month::date, bumped
          FROM workspaces w
          CROSS JOIN LATERAL generate_series(
            date_trunc('month', p_from)::timestamp,
            date_trunc('month', (now() AT TIME ZONE w.time_zone)::date)::timestamp
              + interval '1 month',
            interval '1 month') AS g(month)
         WHERE w.id = p_workspace
        ON CONFLICT (id_workspace, id_user, month) DO UPDATE SET version = EXCLUDED.version;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION punchcard_schedule_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        version record;
      BEGIN
        IF TG_TABLE_NAME = 'work_schedules' AND TG_OP = 'INSERT' THEN
          SELECT NEW.id_workspace, NEW.id_user, NEW.effective_from AS effective_from INTO version;
        ELSIF TG_TABLE_NAME = 'work_schedules' AND TG_OP = 'DELETE' THEN
          SELECT OLD.id_workspace, OLD.id_user, OLD.effective_from AS effective_from INTO version;
        ELSIF TG_TABLE_NAME = 'work_schedules' THEN
          SELECT NEW.id_workspace, NEW.id_user,
                 LEAST(NEW.effective_from, OLD.effective_from) AS effective_from
            INTO version;
        ELSE
          SELECT v.id_workspace, v.id_user, v.effective_from INTO version
            FROM work_schedules v
           WHERE v.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.id_schedule ELSE NEW.id_schedule END;
        END IF;
        -- Days deleted with their schedule (whose own trigger marked it), or a workspace's
        -- schedules deleted with it: nothing left to mark.
        IF version.id_workspace IS NOT NULL
           AND EXISTS (SELECT 1 FROM workspaces w WHERE w.id = version.id_workspace) THEN
          PERFORM punchcard_member_months_rescheduled(
            version.id_workspace, version.id_user, version.effective_from);
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['work_schedules', 'work_schedule_days']) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_member_months AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION punchcard_schedule_changed()`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['work_schedules', 'work_schedule_days']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_member_months ON ${table}`);
    }
    await queryRunner.query(`DROP TRIGGER IF EXISTS member_days_months_insert ON member_days`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS member_days_months_delete ON member_days`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS punchcard_schedule_changed()`);
    await queryRunner.query(
      `DROP FUNCTION IF EXISTS punchcard_member_months_rescheduled(uuid, uuid, date)`,
    );
    await queryRunner.query(`DROP FUNCTION IF EXISTS punchcard_member_months_touched()`);
    await queryRunner.query(`DROP TABLE IF EXISTS member_month_marks`);
    await queryRunner.query(`DROP TABLE IF EXISTS member_month_state`);
    await queryRunner.query(`DROP TABLE IF EXISTS member_months`);
  }
}
