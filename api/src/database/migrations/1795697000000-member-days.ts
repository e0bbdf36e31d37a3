import type { MigrationInterface, QueryRunner } from 'typeorm';

const TIME_TABLES = ['workspace_times', 'breaks', 'activities'] as const;

/**
 * A span `s` meets the day [b.day_start, b.day_end), written as the tables' exclusion constraints
 * index it (the member's spans by range, and a workspace time's breaks by range), so a day is a
 * few GiST probes however long the member's history is.
 */
const OVERLAPS_DAY = `tstzrange(s.start_at, COALESCE(s.end_at, 'infinity'::timestamptz), '[)') && tstzrange(b.day_start, b.day_end, '[)')`;

/**
 * `member_days`: each member's closed time per local day of the workspace's zone, kept by
 * statement triggers on the time tables, so a year of a thousand members is an aggregate over
 * its 365k small rows instead of 1.5M spans cut into days. Open spans are never in it (they grow
 * with the clock); reports add them live. A row holds the day's pieces of closed, live spans:
 * workspace time with its first start and last end, breaks (whose workspace time is live),
 * activities, the breaks starting that day and those carried in from an earlier day.
 *
 * A write only marks the (workspace, member, day) keys its old and new rows touch (a plain insert:
 * writers never wait on each other, so a kiosk batch of many members cannot deadlock on it); a
 * report first recomputes the marked days from the base tables (punchcard_flush_member_days),
 * one flusher per workspace at a time. A mark is visible only once its write commits, so a day is
 * never recomputed without it. A change of a workspace's zone recomputes all its rows at once.
 */
export class MemberDays1795697000000 implements MigrationInterface {
  name = 'MemberDays1795697000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_days (
        id_workspace uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        id_user uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        day date NOT NULL,
        workspace_time float8 NOT NULL,
        break_time float8 NOT NULL,
        activity_time float8 NOT NULL,
        number_of_breaks integer NOT NULL,
        carried_breaks integer NOT NULL,
        first_in timestamptz,
        last_out timestamptz,
        PRIMARY KEY (id_workspace, id_user, day)
      )`);
    await queryRunner.query(
      `CREATE INDEX member_days_workspace_day_idx ON member_days (id_workspace, day)`,
    );
    // Days a write changed, waiting for the next read to recompute them. No key, so writers never
    // wait on each other here (duplicates are folded when read).
    await queryRunner.query(`
      CREATE TABLE member_days_dirty (
        id_workspace uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        id_user uuid NOT NULL,
        day date NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX member_days_dirty_workspace_idx ON member_days_dirty (id_workspace)`,
    );
    // Recomputes the keys (workspace, user, local day) from the base tables.
    await queryRunner.query(`
      CREATE FUNCTION punchcard_refresh_member_days(p_workspaces uuid[], p_users uuid[], p_days date[])
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM member_days m
         USING unnest(p_workspaces, p_users, p_days) AS k(ws, u, d)
         WHERE m.id_workspace = k.ws AND m.id_user = k.u AND m.day = k.d;
        INSERT INTO member_days
        SELECT k.ws, k.u, k.d,
               COALESCE(wt.seconds, 0), COALESCE(br.seconds, 0), COALESCE(ac.seconds, 0),
               COALESCE(br.starting, 0), COALESCE(br.carried, 0), wt.first_in, wt.last_out
          FROM (SELECT DISTINCT ws, u, d FROM unnest(p_workspaces, p_users, p_days) AS k(ws, u, d)) k
          JOIN workspaces w ON w.id = k.ws
          CROSS JOIN LATERAL (
            SELECT (k.d::timestamp AT TIME ZONE w.time_zone) AS day_start,
                   ((k.d + 1)::timestamp AT TIME ZONE w.time_zone) AS day_end
          ) b
          LEFT JOIN LATERAL (
            SELECT sum(extract(epoch FROM LEAST(s.end_at, b.day_end) - GREATEST(s.start_at, b.day_start)))::float8 AS seconds,
                   min(GREATEST(s.start_at, b.day_start)) AS first_in,
                   max(LEAST(s.end_at, b.day_end)) AS last_out
              FROM workspace_times s
             WHERE s.id_workspace = k.ws AND s.id_user = k.u AND s.deleted_at IS NULL
               AND ${OVERLAPS_DAY} AND s.end_at IS NOT NULL
          ) wt ON true
          LEFT JOIN LATERAL (
            SELECT sum(extract(epoch FROM LEAST(s.end_at, b.day_end) - GREATEST(s.start_at, b.day_start)))::float8 AS seconds,
                   count(*) FILTER (WHERE s.start_at >= b.day_start)::int AS starting,
                   count(*) FILTER (WHERE s.start_at < b.day_start)::int AS carried
              FROM workspace_times t JOIN breaks s ON s.id_workspace_time = t.id
             WHERE t.id_workspace = k.ws AND t.id_user = k.u AND t.deleted_at IS NULL
               AND ${OVERLAPS_DAY.replaceAll('s.', 't.')}
               AND s.deleted_at IS NULL AND ${OVERLAPS_DAY} AND s.end_at IS NOT NULL
          ) br ON true
          LEFT JOIN LATERAL (
            SELECT sum(extract(epoch FROM LEAST(s.end_at, b.day_end) - GREATEST(s.start_at, b.day_start)))::float8 AS seconds
              FROM activities s
             WHERE s.id_workspace = k.ws AND s.id_user = k.u AND s.deleted_at IS NULL
               AND ${OVERLAPS_DAY} AND s.end_at IS NOT NULL
          ) ac ON true
         WHERE wt.seconds IS NOT NULL OR br.seconds IS NOT NULL OR ac.seconds IS NOT NULL;
      END $$`);
    // The local days a set of spans touches (an open one up to now), in its workspace's zone.
    await queryRunner.query(`
      CREATE FUNCTION punchcard_member_day_keys(p_spans jsonb)
      RETURNS TABLE (id_workspace uuid, id_user uuid, day date) LANGUAGE sql STABLE AS $$
        SELECT DISTINCT s.id_workspace, s.id_user, d.day::date
          FROM jsonb_to_recordset(p_spans)
               AS s(id_workspace uuid, id_user uuid, start_at timestamptz, end_at timestamptz)
          JOIN workspaces w ON w.id = s.id_workspace
          CROSS JOIN LATERAL generate_series(
            (s.start_at AT TIME ZONE w.time_zone)::date,
            ((GREATEST(COALESCE(s.end_at, now()), s.start_at + interval '1 microsecond')
              - interval '1 microsecond') AT TIME ZONE w.time_zone)::date,
            interval '1 day') AS d(day)
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION punchcard_member_days_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        spans jsonb := '[]'::jsonb;
      BEGIN
        IF TG_OP <> 'DELETE' THEN
          SELECT spans || COALESCE(jsonb_agg(jsonb_build_object(
                   'id_workspace', n.id_workspace, 'id_user', n.id_user,
                   'start_at', n.start_at, 'end_at', n.end_at)), '[]'::jsonb)
            INTO spans FROM new_rows n;
        END IF;
        IF TG_OP <> 'INSERT' THEN
          SELECT spans || COALESCE(jsonb_agg(jsonb_build_object(
                   'id_workspace', o.id_workspace, 'id_user', o.id_user,
                   'start_at', o.start_at, 'end_at', o.end_at)), '[]'::jsonb)
            INTO spans FROM old_rows o;
        END IF;
        INSERT INTO member_days_dirty SELECT * FROM punchcard_member_day_keys(spans);
        RETURN NULL;
      END $$`);
    for (const table of TIME_TABLES) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_member_days_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION punchcard_member_days_changed()`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_member_days_update AFTER UPDATE ON ${table}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION punchcard_member_days_changed()`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_member_days_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION punchcard_member_days_changed()`);
    }
    // A new zone cuts every day differently: the workspace's rows are computed again.
    await queryRunner.query(`
      CREATE FUNCTION punchcard_member_days_rezone(p_workspace uuid) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        keys record;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended('member-days:' || p_workspace::text, 0));
        DELETE FROM member_days_dirty WHERE id_workspace = p_workspace;
        DELETE FROM member_days WHERE id_workspace = p_workspace;
        SELECT array_agg(k.id_workspace) AS ws, array_agg(k.id_user) AS users, array_agg(k.day) AS days
          INTO keys
          FROM (
            SELECT DISTINCT s.id_workspace, s.id_user, d.day::date AS day
              FROM (SELECT id_workspace, id_user, start_at, end_at FROM workspace_times
                     WHERE id_workspace = p_workspace AND deleted_at IS NULL AND end_at IS NOT NULL
                    UNION ALL
                    SELECT id_workspace, id_user, start_at, end_at FROM breaks
                     WHERE id_workspace = p_workspace AND deleted_at IS NULL AND end_at IS NOT NULL
                    UNION ALL
                    SELECT id_workspace, id_user, start_at, end_at FROM activities
                     WHERE id_workspace = p_workspace AND deleted_at IS NULL AND end_at IS NOT NULL) s
              JOIN workspaces w ON w.id = s.id_workspace
              CROSS JOIN LATERAL generate_series(
                (s.start_at AT TIME ZONE w.time_zone)::date,
                ((s.end_at - interval '1 microsecond') AT TIME ZONE w.time_zone)::date,
                interval '1 day') AS d(day)
          ) k;
        IF keys.ws IS NOT NULL THEN
          PERFORM punchcard_refresh_member_days(keys.ws, keys.users, keys.days);
        END IF;
      END $$`);
    // Brings a workspace's rows up to date before a report reads them: one flusher per workspace
    // at a time (the lock), each dirty mark taken once. A write committed after the marks were
    // taken left its own mark, which the next read takes.
    await queryRunner.query(`
      CREATE FUNCTION punchcard_flush_member_days(p_workspace uuid) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        keys record;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended('member-days:' || p_workspace::text, 0));
        WITH taken AS (
          DELETE FROM member_days_dirty WHERE id_workspace = p_workspace
          RETURNING id_workspace, id_user, day
        )
        SELECT array_agg(k.id_workspace) AS ws, array_agg(k.id_user) AS users, array_agg(k.day) AS days
          INTO keys FROM (SELECT DISTINCT * FROM taken) k;
        IF keys.ws IS NOT NULL THEN
          PERFORM punchcard_refresh_member_days(keys.ws, keys.users, keys.days);
        END IF;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION punchcard_member_days_zone_changed() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM punchcard_member_days_rezone(NEW.id);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER workspaces_member_days_zone AFTER UPDATE OF time_zone ON workspaces
      FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
      EXECUTE FUNCTION punchcard_member_days_zone_changed()`);
    await queryRunner.query(`SELECT punchcard_member_days_rezone(id) FROM workspaces`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS workspaces_member_days_zone ON workspaces`);
    for (const table of TIME_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_member_days_${event} ON ${table}`);
      }
    }
    await queryRunner.query(`DROP FUNCTION IF EXISTS punchcard_member_days_zone_changed()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS punchcard_member_days_rezone(uuid)`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS punchcard_flush_member_days(uuid)`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS punchcard_member_days_changed()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS punchcard_member_day_keys(jsonb)`);
    await queryRunner.query(
      `DROP FUNCTION IF EXISTS punchcard_refresh_member_days(uuid[], uuid[], date[])`,
    );
    await queryRunner.query(`DROP TABLE IF EXISTS member_days_dirty`);
    await queryRunner.query(`DROP TABLE IF EXISTS member_days`);
  }
}
