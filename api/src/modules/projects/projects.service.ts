import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  type Project,
  type ProjectDetails,
  PROJECT_NAME_MAX,
  type ProjectListQuery,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { AppException, conflict, forbidden, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions } from '#src/database/transactions.js';
import { ProjectAccessService } from './project-access.service.js';
import { ProjectMembersRepository } from './project-members.repository.js';
import type {
  CreateProjectDto,
  DetachProjectClientsQueryDto,
  UpdateProjectSettingsDto,
} from './projects.dto.js';
import { toNumeric, toProject, toProjectDetails } from './projects.mapper.js';
import { ProjectsRepository } from './projects.repository.js';

/** Project names: 1-100 characters after trimming (the projects_name_check constraint). */
function validName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0 || Array.from(name).length > PROJECT_NAME_MAX) {
    throw new AppException(
      400,
      ErrorKey.CreateProjectError,
      `A project name needs 1 to ${PROJECT_NAME_MAX} characters.`,
    );
  }
  return name;
}

function description(raw: string | null | undefined): string | null {
  return raw?.trim() || null;
}

@Injectable()
export class ProjectsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly members: ProjectMembersRepository,
    private readonly projectAccess: ProjectAccessService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async list(access: WorkspaceAccess, query: ProjectListQuery): Promise<Project[]> {
    const viewer = this.projectAccess.viewerOf(access);
    const rows = await this.projects.list(viewer, {
      archived: query.archived ?? false,
      favorite: query.favorite ?? false,
      mine: query.mine ?? false,
    });
    return rows.map((row) => toProject(row, viewer));
  }

  async get(access: WorkspaceAccess, id: string): Promise<ProjectDetails> {
    const row = await this.projectAccess.requireVisible(access, id);
    return toProjectDetails(row, this.projectAccess.viewerOf(access));
  }

  /**
   * The answer after a change the caller was allowed to make: described even when the change
   * (leaving a private project) took away their sight of it.
   */
  async describeAfterChange(access: WorkspaceAccess, id: string): Promise<ProjectDetails> {
    const row = await this.projectAccess.requireInWorkspace(access, id);
    return toProjectDetails(row, this.projectAccess.viewerOf(access));
  }

  /** The creator becomes its first member; private only when the plan has private projects. */
  async create(access: WorkspaceAccess, dto: CreateProjectDto): Promise<ProjectDetails> {
    if (dto.id_workspace !== undefined && dto.id_workspace !== access.workspace.id) {
      throw notFound(ErrorKey.WorkspaceNotFound, 'Projects are created in your active workspace.');
    }
    const name = validName(dto.name);
    const viewer = this.projectAccess.viewerOf(access);
    const id = await this.transactions.run(async (tx) => {
      const created = await this.projects.create(
        {
          idWorkspace: access.workspace.id,
          createdBy: access.member.idUser,
          name,
          description: description(dto.description),
          isPublic: !viewer.privateProjects || (dto.is_public ?? true),
          hourlyRate: toNumeric(dto.hourly_rate ?? 0),
        },
        tx,
      );
      await this.members.add(created, access.member.idUser, false, tx);
      return created;
    });
    return this.get(access, id);
  }

  async updateSettings(
    access: WorkspaceAccess,
    id: string,
    dto: UpdateProjectSettingsDto,
  ): Promise<ProjectDetails> {
    await this.projectAccess.requireVisible(access, id);
    const name = validName(dto.name);
    await this.projects.updateSettings(id, {
      name,
      description: description(dto.description),
      isPublic: !this.projectAccess.viewerOf(access).privateProjects || dto.is_public,
      hourlyRate: toNumeric(dto.hourly_rate),
    });
    return this.get(access, id);
  }

  async setArchived(
    access: WorkspaceAccess,
    id: string,
    archived: boolean,
  ): Promise<ProjectDetails> {
    await this.projectAccess.requireVisible(access, id);
    await this.projects.setArchived(id, archived, this.clock.now());
    return this.get(access, id);
  }

  /**
   * Favourites live on the caller's membership. Favouriting a public project joins it; a private
   * one must be joined (or the caller added) first.
   */
  async setFavorite(
    access: WorkspaceAccess,
    id: string,
    isFavorite: boolean,
  ): Promise<ProjectDetails> {
    const row = await this.projectAccess.requireVisible(access, id);
    const me = access.member.idUser;
    if (isFavorite && !row.is_member) {
      if (this.projectAccess.isPrivate(access, row)) {
        throw forbidden(
          ErrorKey.ProjectAddMemberForbidden,
          'Only members can favourite a private project.',
        );
      }
      if (await this.members.add(id, me, true)) return this.get(access, id);
    }
    await this.members.setFavorite(id, me, isFavorite);
    return this.get(access, id);
  }

  async attachClient(
    access: WorkspaceAccess,
    id: string,
    idClient: string,
  ): Promise<ProjectDetails> {
    await this.projectAccess.requireVisible(access, id);
    if (!this.projectAccess.canManage(access)) {
      throw forbidden(
        ErrorKey.ClientAddProjectForbidden,
        'Adding clients to projects needs the CUD_PROJECT_TASK permission.',
      );
    }
    const found = await this.projects.liveClientIds(access.workspace.id, [idClient]);
    if (found.length === 0) throw notFound(ErrorKey.ClientNotFound, 'Client not found.');
    if (!(await this.projects.attachClient(id, idClient))) {
      throw conflict(ErrorKey.Conflict, 'The client is already on this project.');
    }
    return this.get(access, id);
  }

  /** Every id must be a live client of the workspace; ones not attached are left as they are. */
  async detachClients(
    access: WorkspaceAccess,
    id: string,
    query: DetachProjectClientsQueryDto,
  ): Promise<ProjectDetails> {
    await this.projectAccess.requireVisible(access, id);
    const ids = [...new Set(query.clients)];
    const found = await this.projects.liveClientIds(access.workspace.id, ids);
    if (found.length !== ids.length) throw notFound(ErrorKey.ClientNotFound, 'Client not found.');
    await this.projects.detachClients(id, ids);
    return this.get(access, id);
  }
}
