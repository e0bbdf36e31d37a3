import { ErrorKey } from '@punchcard/shared';
import { notFound } from '#src/common/errors/app.exception.js';

/** Not-found answers both time modules give. */
export const timeNotFound = () =>
  notFound(ErrorKey.TimeNotFound, 'No such workspace time in this workspace.');

export const memberNotFound = () =>
  notFound(ErrorKey.MemberNotFound, 'No active member with this id in this workspace.');
