import type {
  Active,
  DroppableContainer,
  KeyboardCoordinateGetter,
  SensorContext,
} from '@dnd-kit/core';
import { TaskStatus } from '@punchcard/shared';

import {
  columnId,
  createBoardKeyboard,
  droppedStatus,
  neighbourStatus,
  statusOfColumn,
} from '@/features/tasks/utils/board-rules';

describe('the board', () => {
  it('names a column per status and reads the status back', () => {
    expect(columnId(TaskStatus.InProgress)).toBe('column:IN_PROGRESS');
    expect(statusOfColumn('column:DONE')).toBe(TaskStatus.Done);
    expect(statusOfColumn('column:LATER')).toBeNull();
    expect(statusOfColumn('some-task-id')).toBeNull();
    expect(statusOfColumn(null)).toBeNull();
  });

  it('moves a card one column per arrow key, right or down forward, left or up back', () => {
    expect(neighbourStatus(TaskStatus.Todo, 'ArrowRight')).toBe(TaskStatus.InProgress);
    expect(neighbourStatus(TaskStatus.Todo, 'ArrowDown')).toBe(TaskStatus.InProgress);
    expect(neighbourStatus(TaskStatus.Done, 'ArrowLeft')).toBe(TaskStatus.InProgress);
    expect(neighbourStatus(TaskStatus.InProgress, 'ArrowUp')).toBe(TaskStatus.Todo);
    expect(neighbourStatus(TaskStatus.Done, 'ArrowRight')).toBeNull();
    expect(neighbourStatus(TaskStatus.Todo, 'ArrowLeft')).toBeNull();
    expect(neighbourStatus(TaskStatus.Todo, 'KeyA')).toBeNull();
  });

  it('changes the status only when the card lands in another column', () => {
    const card = { status: TaskStatus.Todo };
    expect(droppedStatus(card, 'column:DONE')).toBe(TaskStatus.Done);
    expect(droppedStatus(card, 'column:TODO')).toBeNull();
    expect(droppedStatus(card, null)).toBeNull();
  });

  describe('with the keyboard', () => {
    const rect = (left: number) => ({
      left,
      top: 0,
      width: 100,
      height: 400,
      right: left + 100,
      bottom: 400,
    });
    const rects = new Map([
      ['column:TODO', rect(0)],
      ['column:IN_PROGRESS', rect(120)],
      ['column:DONE', rect(240)],
    ]);
    const context = {
      active: {
        id: 't1',
        data: { current: { idTask: 't1', name: 'Gears', status: TaskStatus.Todo } },
      },
      over: { id: 'column:TODO' },
      droppableRects: rects,
    } as unknown as SensorContext;
    const press = (getter: KeyboardCoordinateGetter, code: string) =>
      getter(new KeyboardEvent('keydown', { code }), {
        active: 't1',
        context,
        currentCoordinates: { x: 12, y: 12 },
      });
    const containers = [...rects.keys()].map((id) => ({ id }) as DroppableContainer);
    const collide = (keyboard: ReturnType<typeof createBoardKeyboard>) =>
      keyboard
        .collisionDetection({
          active: context.active as Active,
          collisionRect: rect(0),
          droppableRects: rects,
          droppableContainers: containers,
          pointerCoordinates: null,
        })
        .map((collision) => collision.id);

    it('jumps into the next column and answers it as where the card is', () => {
      const keyboard = createBoardKeyboard();
      expect(press(keyboard.coordinateGetter, 'ArrowRight')).toEqual({ x: 132, y: 12 });
      expect(collide(keyboard)).toEqual(['column:IN_PROGRESS']);
      expect(press(keyboard.coordinateGetter, 'ArrowRight')).toEqual({ x: 252, y: 12 });
      expect(collide(keyboard)).toEqual(['column:DONE']);
      // Past the last column nothing moves.
      expect(press(keyboard.coordinateGetter, 'ArrowRight')).toBeUndefined();
      expect(press(keyboard.coordinateGetter, 'ArrowLeft')).toEqual({ x: 132, y: 12 });
      keyboard.reset();
      expect(press(keyboard.coordinateGetter, 'ArrowLeft')).toBeUndefined();
    });
  });
});
