import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { queryRows, type Tx } from '#src/database/transactions.js';
import { InvitationEntity } from './invitation.entity.js';

/** A live invitation as lists show it, with the invitee's account when the e-mail has one. */
export interface LiveInvitationRow {
  invitation: InvitationEntity;
  idUser: string | null;
}

/** "Live": sent, and not yet accepted, revoked (superseded) or expired. */
const LIVE = `i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > $2`;

@Injectable()
export class InvitationsRepository {
  constructor(
    @InjectRepository(InvitationEntity)
    private readonly invitations: Repository<InvitationEntity>,
  ) {}

  /** Live accounts among these (normalised) e-mails. */
  usersByEmail(tx: Tx, emails: string[]): Promise<{ id: string; email: string }[]> {
    return queryRows(
      tx,
      `SELECT id, email FROM users WHERE email = ANY($1::text[]) AND deleted_at IS NULL`,
      [emails],
    );
  }

  /** The role each of these e-mails was last invited with, for those with a live invitation. */
  async liveRoles(
    tx: Tx,
    idWorkspace: string,
    emails: string[],
    now: Date,
  ): Promise<Map<string, string>> {
    const rows = await queryRows<{ email: string; role: string }>(
      tx,
      `SELECT DISTINCT ON (i.email) i.email, i.role FROM invitations i
        WHERE i.id_workspace = $1 AND ${LIVE} AND i.email = ANY($3::text[])
        ORDER BY i.email, i.created_at DESC`,
      [idWorkspace, now, emails],
    );
    return new Map(rows.map((row) => [row.email, row.role]));
  }

  /** A new invitation of the same e-mail to the same place supersedes the live one. */
  async revokeLive(
    tx: Tx,
    idWorkspace: string,
    email: string,
    idProject: string | null,
    now: Date,
  ): Promise<void> {
    await tx.query(
      `UPDATE invitations i SET revoked_at = $2
        WHERE i.id_workspace = $1 AND ${LIVE} AND i.email = $3
          AND i.id_project IS NOT DISTINCT FROM $4`,
      [idWorkspace, now, email, idProject],
    );
  }

  /** Re-inviting with another role changes it on every live invitation of the e-mail. */
  async setLiveRole(
    tx: Tx,
    idWorkspace: string,
    email: string,
    role: string,
    now: Date,
  ): Promise<void> {
    await tx.query(
      `UPDATE invitations i SET role = $4 WHERE i.id_workspace = $1 AND ${LIVE} AND i.email = $3`,
      [idWorkspace, now, email, role],
    );
  }

  create(
    tx: Tx,
    values: Pick<
      InvitationEntity,
      | 'idWorkspace'
      | 'email'
      | 'role'
      | 'kind'
      | 'idProject'
      | 'tokenHash'
      | 'locale'
      | 'invitedBy'
      | 'expiresAt'
    >,
  ): Promise<InvitationEntity> {
    const repo = tx.getRepository(InvitationEntity);
    return repo.save(repo.create(values));
  }

  /**
   * The live invitation a token names, if its workspace still exists; locked for the rest of the
   * transaction when `lock` (only inside one).
   */
  findLiveByTokenHash(
    tx: Tx,
    tokenHash: string,
    now: Date,
    lock: boolean,
  ): Promise<InvitationEntity | null> {
    const query = tx
      .getRepository(InvitationEntity)
      .createQueryBuilder('i')
      .innerJoin('workspaces', 'w', 'w.id = i.id_workspace AND w.deleted_at IS NULL')
      .where('i.token_hash = :tokenHash', { tokenHash })
      .andWhere('i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > :now', { now });
    return (lock ? query.setLock('pessimistic_write', undefined, ['i']) : query).getOne();
  }

  /** Accepts every live invitation of the e-mail to the workspace; newest first. */
  consumeAll(
    tx: Tx,
    idWorkspace: string,
    email: string,
    now: Date,
  ): Promise<{ id: string; role: string; id_project: string | null; created_at: Date }[]> {
    return queryRows(
      tx,
      `WITH accepted AS (
         UPDATE invitations i SET accepted_at = $2
          WHERE i.id_workspace = $1 AND ${LIVE} AND i.email = $3
          RETURNING i.id, i.role, i.id_project, i.created_at)
       SELECT * FROM accepted ORDER BY created_at DESC`,
      [idWorkspace, now, email],
    );
  }

  /** A project that is neither deleted nor archived, in this workspace. */
  async liveProject(
    tx: Tx,
    idWorkspace: string,
    idProject: string,
  ): Promise<{ id: string; name: string } | undefined> {
    const rows = await queryRows<{ id: string; name: string }>(
      tx,
      `SELECT id, name FROM projects
        WHERE id = $1 AND id_workspace = $2 AND deleted_at IS NULL AND archived_at IS NULL`,
      [idProject, idWorkspace],
    );
    return rows[0];
  }

  /** Puts the user on those of the projects that are still live; already there is fine. */
  async addToProjects(
    tx: Tx,
    idWorkspace: string,
    idUser: string,
    idProjects: string[],
  ): Promise<void> {
    if (idProjects.length === 0) return;
    await tx.query(
      `INSERT INTO project_members (id_project, id_user)
       SELECT p.id, $2 FROM projects p
        WHERE p.id = ANY($3::uuid[]) AND p.id_workspace = $1
          AND p.deleted_at IS NULL AND p.archived_at IS NULL
       ON CONFLICT DO NOTHING`,
      [idWorkspace, idUser, idProjects],
    );
  }

  /** The workspace's live invitations, newest first. */
  async listLive(idWorkspace: string, now: Date): Promise<LiveInvitationRow[]> {
    const rows = await this.invitations
      .createQueryBuilder('i')
      .leftJoin('users', 'u', 'u.email = i.email AND u.deleted_at IS NULL')
      .addSelect('u.id', 'id_user')
      .where('i.id_workspace = :idWorkspace', { idWorkspace })
      .andWhere('i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > :now', { now })
      .orderBy('i.created_at', 'DESC')
      .addOrderBy('i.email', 'ASC')
      .getRawAndEntities<{ i_id: string; id_user: string | null }>();
    const users = new Map(rows.raw.map((raw) => [raw.i_id, raw.id_user]));
    return rows.entities.map((invitation) => ({
      invitation,
      idUser: users.get(invitation.id) ?? null,
    }));
  }

  /** Withdraws one live invitation of the workspace; answers it, or undefined when none. */
  async revoke(idWorkspace: string, id: string, now: Date): Promise<InvitationEntity | undefined> {
    const rows = await queryRows<{ id: string }>(
      this.invitations.manager,
      `UPDATE invitations i SET revoked_at = $2
        WHERE i.id_workspace = $1 AND ${LIVE} AND i.id = $3 RETURNING i.id`,
      [idWorkspace, now, id],
    );
    return rows[0] ? ((await this.invitations.findOneBy({ id })) ?? undefined) : undefined;
  }
}
