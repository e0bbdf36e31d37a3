// What the request dialog is asked to change: a new entry of a kind, or an existing one of the
// member's own. Pages that list time (clock, timestamps) build one; the requests feature's
// dialog, passed to them by their route, files the request.
import type { ComponentType } from 'react';

import type { Activity } from '@/lib/wire';

export type ChangeTarget =
  /** `day` (`YYYY-MM-DD`, optional): the day the new entry starts on; default today. */
  | { kind: 'workspace_time'; requestType: 'ADD'; day?: string }
  | {
      kind: 'workspace_time';
      requestType: 'EDIT' | 'DELETE';
      entry: { id: string; start: number; end: number | null };
    }
  | {
      kind: 'break';
      requestType: 'ADD';
      idWorkspaceTime: string;
      /** The work time's span, when known: the form starts on its day and keeps inside it. */
      within?: { start: number; end: number | null };
    }
  | {
      kind: 'break';
      requestType: 'EDIT' | 'DELETE';
      entry: { id: string; idWorkspaceTime: string; start: number; end: number | null };
    }
  | { kind: 'activity'; requestType: 'ADD'; day?: string }
  | { kind: 'activity'; requestType: 'EDIT' | 'DELETE'; entry: Activity };

/** The request dialog as a slot: open while `target` is not null. */
export interface RequestDialogProps {
  target: ChangeTarget | null;
  onClose: () => void;
}

export type RequestDialog = ComponentType<RequestDialogProps>;
