import { useTranslation } from 'react-i18next';

import { ApiErrorText } from '@/components/api-error-alert';
import { UndoNotice } from '@/components/undo-notice';
import { type ProjectFlag, useProjectFlag } from '@/features/projects/api/project-mutations';
import { notify } from '@/lib/notify';

/** What the one-click changes need to know of a project. */
export interface FlaggedProject {
  id: string;
  name: string;
  isPublic: boolean;
}

/** The twin that puts a change back, where the API lets the caller make it. */
function undoOf(flag: ProjectFlag, project: FlaggedProject, canManage: boolean) {
  if (flag === 'archive') return 'unarchive';
  // Rejoining a private project needs the right to add members.
  if (flag === 'leave' && (project.isPublic || canManage)) return 'join';
  return undefined;
}

const noticeKey = {
  archive: 'notice.archived',
  unarchive: 'notice.unarchived',
  join: 'notice.joined',
  leave: 'notice.left',
} as const;

/**
 * Archive, favourite, join and leave, each saying what happened: archiving and leaving offer Undo
 * in the notice; a refusal says why. Favourites need no notice, the star shows it.
 */
export function useProjectActions(canManage: boolean) {
  const { t } = useTranslation('projects');
  const change = useProjectFlag();

  const run = (project: FlaggedProject, flag: ProjectFlag) => {
    change.mutate(
      { id: project.id, flag },
      {
        onSuccess: () => {
          if (flag === 'favorite' || flag === 'unfavorite') return;
          const message = t(noticeKey[flag], { name: project.name });
          const undo = undoOf(flag, project, canManage);
          notify({
            tone: 'success',
            message:
              undo === undefined ? (
                message
              ) : (
                <UndoNotice
                  message={message}
                  undoLabel={t('action.undo')}
                  onUndo={() => {
                    run(project, undo);
                  }}
                />
              ),
          });
        },
        onError: (error) => {
          notify({
            tone: 'error',
            title: t('notice.failed'),
            message: <ApiErrorText error={error} />,
          });
        },
      },
    );
  };

  return {
    run,
    /** The project a change is on its way for. */
    busyId: change.isPending ? change.variables.id : undefined,
  };
}
