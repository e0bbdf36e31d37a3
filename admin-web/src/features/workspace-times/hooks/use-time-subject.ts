// Whose time the views show. Without a subject they show the caller's own (the /timestamps
// pages); a manager's page about a member (/member/{id}/timestamps) provides one, and the views
// then read that member's entries, offer the changes a manager may make directly (never a
// request: those are the member's own), and name the people who clocked them in and out.
import { createContext, useContext } from 'react';

export interface TimeSubject {
  /** The member's user id. */
  idUser: string;
  /** How the workspace shows the member. */
  name: string;
  /** The name of anyone in the workspace (who clocked the member in or out), null if unknown. */
  nameOf: (idUser: string) => string | null;
}

export const TimeSubjectContext = createContext<TimeSubject | null>(null);

/** The member whose time is shown, or null for the caller's own. */
export function useTimeSubject(): TimeSubject | null {
  return useContext(TimeSubjectContext);
}
