import type { MigrationInterface, QueryRunner } from 'typeorm';

const TIME_TABLES = ['workspace_times', 'breaks', 'activities'] as const;

/**
 * Sealed payroll periods hold in the database, not only in services: every write to a span of
 * time (workspace times, breaks, activities) whose old or new span [start, end or forever) meets
 * a live seal of its workspace is refused, and so is a time request proposing such a span or
 * aimed at such an entry. The refusal is an exclusion violation named `period_sealed`
 * (time-violations.ts answers it 409 period_sealed).
 *
 * Sealing and time writes meet at a per-workspace advisory lock: writers hold it shared until
 * they commit, sealing takes it exclusively, so a seal's digest is computed over settled time and
 * no write that began before the seal slips into the period after it.
 */
export class PayrollSealGuards1795696000000 implements MigrationInterface {
  name = 'PayrollSealGuards1795696000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // A span that ends before it starts is left to the tables' range checks (400, not 409).
    await queryRunner.query(`
      CREATE FUNCTION punchcard_period_sealed(p_workspace uuid, p_start timestamptz, p_end timestamptz)
      RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT p_start IS NOT NULL AND (p_end IS NULL OR p_end > p_start) AND EXISTS (
          SELECT 1 FROM payroll_seals s
           WHERE s.id_workspace = p_workspace AND s.reopened_at IS NULL
             AND s.start_at < COALESCE(p_end, 'infinity'::timestamptz) AND s.end_at > p_start)
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION punchcard_refuse_sealed_time() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        -- What a cascade removes or detaches (a deleted workspace, account, project or task) is
        -- not an edit of time, nor is the plan's retention purge (which sets punchcard.time_purge).
        IF pg_trigger_depth() > 1
           OR (TG_OP = 'DELETE' AND current_setting('punchcard.time_purge', true) = 'on') THEN
          IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
          RETURN NEW;
        END IF;
        IF TG_OP = 'UPDATE' THEN
          IF NEW IS NOT DISTINCT FROM OLD THEN RETURN NEW; END IF;
        END IF;
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_advisory_xact_lock_shared(hashtextextended('payroll-seal:' || OLD.id_workspace::text, 0));
        ELSE
          PERFORM pg_advisory_xact_lock_shared(hashtextextended('payroll-seal:' || NEW.id_workspace::text, 0));
        END IF;
        IF TG_OP <> 'INSERT' THEN
          IF punchcard_period_sealed(OLD.id_workspace, OLD.start_at, OLD.end_at) THEN
            RAISE EXCEPTION '% % lies in a sealed payroll period', TG_TABLE_NAME, OLD.id
              USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'period_sealed';
          END IF;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          IF punchcard_period_sealed(NEW.id_workspace, NEW.start_at, NEW.end_at) THEN
            RAISE EXCEPTION '% % would enter a sealed payroll period', TG_TABLE_NAME, NEW.id
              USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'period_sealed';
          END IF;
          RETURN NEW;
        END IF;
        RETURN OLD;
      END $$`);
    for (const table of TIME_TABLES) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_period_sealed BEFORE INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION punchcard_refuse_sealed_time()`);
    }
    // A request may neither propose a span in a sealed period nor aim at an entry inside one. Its
    // review writes time and meets the trigger above; rejecting or withdrawing it changes no time.
    await queryRunner.query(`
      CREATE FUNCTION punchcard_refuse_sealed_request() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        target_start timestamptz;
        target_end timestamptz;
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF NEW.start_at IS NOT DISTINCT FROM OLD.start_at
             AND NEW.end_at IS NOT DISTINCT FROM OLD.end_at THEN
            RETURN NEW;
          END IF;
        END IF;
        IF punchcard_period_sealed(NEW.id_workspace, NEW.start_at, NEW.end_at) THEN
          RAISE EXCEPTION 'time request % proposes time in a sealed payroll period', NEW.id
            USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'period_sealed';
        END IF;
        IF TG_OP = 'INSERT' THEN
          IF NEW.id_break IS NOT NULL THEN
            SELECT start_at, end_at INTO target_start, target_end FROM breaks WHERE id = NEW.id_break;
          ELSIF NEW.id_workspace_time IS NOT NULL AND NEW.kind = 'workspace_time' THEN
            SELECT start_at, end_at INTO target_start, target_end
              FROM workspace_times WHERE id = NEW.id_workspace_time;
          ELSIF NEW.id_activity IS NOT NULL THEN
            SELECT start_at, end_at INTO target_start, target_end FROM activities WHERE id = NEW.id_activity;
          END IF;
          IF punchcard_period_sealed(NEW.id_workspace, target_start, target_end) THEN
            RAISE EXCEPTION 'time request % aims at time in a sealed payroll period', NEW.id
              USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'period_sealed';
          END IF;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER time_requests_period_sealed BEFORE INSERT OR UPDATE ON time_requests
      FOR EACH ROW EXECUTE FUNCTION punchcard_refuse_sealed_request()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS time_requests_period_sealed ON time_requests`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS punchcard_refuse_sealed_request()`);
    for (const table of TIME_TABLES) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_period_sealed ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION IF EXISTS punchcard_refuse_sealed_time()`);
    await queryRunner.query(
      `DROP FUNCTION IF EXISTS punchcard_period_sealed(uuid, timestamptz, timestamptz)`,
    );
  }
}
