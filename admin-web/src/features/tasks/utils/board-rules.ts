// The board's rules: one column per status, and how a card moves between them. With the keyboard
// a card jumps a whole column per arrow key (right or down: the next status; left or up: the one
// before), whatever the layout (side by side, or stacked on a phone).
import {
  type Collision,
  type CollisionDetection,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { TASK_STATUSES, type TaskStatus } from '@punchcard/shared';

import { STATUS_ORDER } from '@/features/tasks/utils/task-grouping';

export const BOARD_COLUMNS = STATUS_ORDER;

const COLUMN_PREFIX = 'column:';

/** The droppable id of a status's column. */
export const columnId = (status: TaskStatus): string => `${COLUMN_PREFIX}${status}`;

/** The status a droppable id stands for; null for anything else. */
export function statusOfColumn(id: UniqueIdentifier | null | undefined): TaskStatus | null {
  if (typeof id !== 'string' || !id.startsWith(COLUMN_PREFIX)) return null;
  const status = id.slice(COLUMN_PREFIX.length);
  return TASK_STATUSES.find((known) => known === status) ?? null;
}

/** What a draggable card carries: the task and where it started. */
export interface CardData {
  idTask: string;
  name: string;
  status: TaskStatus;
}

const FORWARD: readonly string[] = [KeyboardCode.Right, KeyboardCode.Down];
const BACKWARD: readonly string[] = [KeyboardCode.Left, KeyboardCode.Up];

/** The column an arrow key moves to from `status`; null at either end or for other keys. */
export function neighbourStatus(status: TaskStatus, code: string): TaskStatus | null {
  const index = BOARD_COLUMNS.indexOf(status);
  const step = FORWARD.includes(code) ? 1 : BACKWARD.includes(code) ? -1 : 0;
  if (step === 0) return null;
  return BOARD_COLUMNS[index + step] ?? null;
}

/** The status a drop lands a card in, or null when the drop changes nothing. */
export function droppedStatus(
  card: Pick<CardData, 'status'>,
  over: UniqueIdentifier | null | undefined,
): TaskStatus | null {
  const status = statusOfColumn(over);
  return status === null || status === card.status ? null : status;
}

/** Some room from a column's corner, so the card is seen to be inside it. */
const INSET = 12;

export interface BoardKeyboard {
  coordinateGetter: KeyboardCoordinateGetter;
  collisionDetection: CollisionDetection;
  /** Forget the keyboard's column (a new drag starts). */
  reset: () => void;
}

/**
 * The board's keyboard moves. An arrow key picks the neighbouring column and moves the card into
 * it; the collision detection then answers that column, so where the card lands never depends on
 * the card's size or the page's scroll. Pointer drags use the rectangles as usual.
 */
export function createBoardKeyboard(): BoardKeyboard {
  let target: TaskStatus | null = null;
  return {
    reset: () => {
      target = null;
    },
    coordinateGetter: (event, { context, currentCoordinates }) => {
      const card = context.active?.data.current as CardData | undefined;
      const from = target ?? statusOfColumn(context.over?.id) ?? card?.status;
      const next = from === undefined ? null : neighbourStatus(from, event.code);
      if (next === null) return undefined;
      event.preventDefault();
      target = next;
      const rect = context.droppableRects.get(columnId(next));
      if (rect === undefined) return undefined;
      const moved = { x: rect.left + INSET, y: rect.top + INSET };
      // A column with no layout (all zeros) still has to register as a move.
      const same = moved.x === currentCoordinates.x && moved.y === currentCoordinates.y;
      return same ? { x: moved.x + 1, y: moved.y + 1 } : moved;
    },
    collisionDetection: (args) => {
      if (target === null) {
        // The pointer decides where it is; the card's overlap where the pointer is between columns.
        const under = pointerWithin(args);
        return under.length > 0 ? under : rectIntersection(args);
      }
      const wanted = columnId(target);
      const hit: Collision[] = args.droppableContainers
        .filter((container) => container.id === wanted)
        .map((container) => ({ id: container.id, data: { droppableContainer: container } }));
      return hit;
    },
  };
}
