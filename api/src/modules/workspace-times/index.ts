export { WorkspaceTimesModule } from './workspace-times.module.js';
export { WorkspaceTimeDto } from './workspace-times.dto.js';
export { WorkspaceTimeReadsService } from './workspace-time-reads.service.js';
// What every span (workspace time, break, activity) shares: the edit policy, input rules, error
// keys, client metadata and the translation of the database's span constraints.
export { TimePolicy } from './time-policy.service.js';
export { editedEnd, keptMoment, pastMoment } from './time-input.js';
export { memberNotFound, timeNotFound } from './time-errors.js';
export { spanMetadata } from './span-metadata.js';
export type { SpanRow } from './span-row.js';
export { translateViolations } from './time-violations.js';
// A workspace time is read with its breaks, so the break's wire shape lives here.
export { type BreakRow, toBreak } from './break.mapper.js';
export { BreakDto } from './span.dto.js';
// Kiosk punches answer with the web clock's own shapes; identify reads a time and its breaks at once.
export { toClockIn, toClockOut, toWorkspaceTime } from './workspace-time.mapper.js';
// Breaks lie inside a workspace time and requests apply approved changes to them, each with the
// statements the direct clock and edit routes use, inside the caller's transaction.
export {
  type ClockAction,
  type SpanLookup,
  WorkspaceTimesRepository,
} from './workspace-times.repository.js';
