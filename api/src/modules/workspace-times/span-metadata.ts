import { PlanFeature } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import type { ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import type { PlanRules } from '#src/common/plans/plan-rules.js';

/** Where a clock action came from, as the client may state it. */
export interface LocationInput {
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface SpanMetadata {
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  userAgent: string | null;
  ipAddress: string | null;
}

/** Which of the member's location switches applies. */
export type LocationKind = 'workspace_time' | 'timestamp';

/**
 * Metadata for one end of a span. User agent and IP are always kept; the location only when the
 * plan has the location feature and the member switched it on for this kind of time.
 */
export function spanMetadata(
  plans: PlanRules,
  client: ClientMetadata,
  access: WorkspaceAccess,
  kind: LocationKind,
  input: LocationInput,
): SpanMetadata {
  const member = access.member;
  const switchedOn =
    kind === 'workspace_time' ? member.isWorkspaceTimeLocationOn : member.isTimestampLocationOn;
  const keep = switchedOn && plans.has(access.workspace.plan, PlanFeature.LocationAndMetadata);
  return {
    location: keep ? (input.location?.trim().slice(0, 500) ?? null) || null : null,
    latitude: keep ? (input.latitude ?? null) : null,
    longitude: keep ? (input.longitude ?? null) : null,
    userAgent: client.userAgent,
    ipAddress: client.ipAddress,
  };
}
