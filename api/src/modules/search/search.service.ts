import { Injectable } from '@nestjs/common';
import {
  Permission,
  PlanFeature,
  SEARCH_HIT_TYPES,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_SIZE_CAP,
  type SearchHitType,
  type SearchResult,
} from '@punchcard/shared';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { WorkspaceAccessService } from '#src/auth/workspace-access.service.js';
import { Clock } from '#src/common/time/clock.js';
import type { SearchQueryDto } from './search.dto.js';
import { SearchRepository } from './search.repository.js';

function hitType(value: string): SearchHitType | undefined {
  return SEARCH_HIT_TYPES.find((type) => type === value);
}

@Injectable()
export class SearchService {
  constructor(
    private readonly plans: PlanRules,
    private readonly search: SearchRepository,
    private readonly access: WorkspaceAccessService,
    private readonly clock: Clock,
  ) {}

  /**
   * Searches the active workspace as the caller sees it. Without the plan's private projects every
   * project is public (projects-billing-spec section 5); CUD_PROJECT_TASK holders see them all.
   * Activities: the caller's own, or everyone's with VIEW_MEMBER_TIMESTAMPS, the newest
   * `SEARCH_SIZE_CAP` matching ones.
   */
  async find(access: WorkspaceAccess, dto: SearchQueryDto): Promise<SearchResult> {
    const seesAllProjects =
      !this.plans.has(access.workspace.plan, PlanFeature.PrivateProjects) ||
      this.access.can(access, Permission.CudProjectTask);
    const rows = await this.search.search(
      {
        idWorkspace: access.workspace.id,
        idUser: access.member.idUser,
        seesAllProjects,
        seesAllActivities: this.access.can(access, Permission.ViewMemberTimestamps),
        retentionCutoff: this.plans.retentionCutoff(access.workspace.plan, this.clock.now()),
      },
      dto.q,
      dto.limit ?? SEARCH_LIMIT_DEFAULT,
    );
    const size = rows[0] ? Number(rows[0].size) : 0;
    return {
      hits: rows.flatMap((row) => {
        const type = hitType(row.type);
        return type
          ? [
              {
                type,
                id: row.id,
                title: row.title,
                subtitle: row.subtitle,
                score: Math.round(row.score * 1000) / 1000,
              },
            ]
          : [];
      }),
      // Candidates of the other kinds are counted in full, so the count may pass the cap.
      size: Math.min(size, SEARCH_SIZE_CAP),
      is_size_capped: size >= SEARCH_SIZE_CAP,
    };
  }
}
