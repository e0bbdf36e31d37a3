import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to a workspace's permission map, from the API or from anywhere else (psql, a
 * script, a restore), tells every API instance to drop its cached grants of that workspace:
 * `pg_notify` on the channel the instances LISTEN on (Invalidations), delivered at commit.
 * PostgreSQL folds identical notifications of one transaction, so replacing a whole map sends one.
 */
export class GrantInvalidation1795625200000 implements MigrationInterface {
  name = 'GrantInvalidation1795625200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION "notify_workspace_grants_changed"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          PERFORM pg_notify('punchcard_invalidate', 'workspace-grants' || chr(10) || OLD.id_workspace);
        END IF;
        IF TG_OP <> 'DELETE' THEN
          PERFORM pg_notify('punchcard_invalidate', 'workspace-grants' || chr(10) || NEW.id_workspace);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER "workspace_permissions_invalidate"
      AFTER INSERT OR UPDATE OR DELETE ON "workspace_permissions"
      FOR EACH ROW EXECUTE FUNCTION "notify_workspace_grants_changed"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP TRIGGER "workspace_permissions_invalidate" ON "workspace_permissions"`,
    );
    await queryRunner.query(`DROP FUNCTION "notify_workspace_grants_changed"()`);
  }
}
