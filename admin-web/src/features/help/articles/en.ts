// The English help articles, one chunk: a help page loads only the language it is read in.
// Each import is an article's Markdown as text (Vite's `?raw`); a missing file fails the build
// and a missing or extra key fails the type check against the catalogue.
import gettingStartedWhatIsPunchcard from './en/getting-started/what-is-punchcard.md?raw';
import gettingStartedCreateAnAccount from './en/getting-started/create-an-account.md?raw';
import gettingStartedSetUpAWorkspace from './en/getting-started/set-up-a-workspace.md?raw';
import gettingStartedJoinAWorkspace from './en/getting-started/join-a-workspace.md?raw';
import gettingStartedLanguageAndAppearance from './en/getting-started/language-and-appearance.md?raw';
import clockingClockInAndOut from './en/clocking/clock-in-and-out.md?raw';
import clockingYourDayAtAGlance from './en/clocking/your-day-at-a-glance.md?raw';
import clockingTimestamps from './en/clocking/timestamps.md?raw';
import clockingCorrectPastTime from './en/clocking/correct-past-time.md?raw';
import clockingPomodoro from './en/clocking/pomodoro.md?raw';
import breaksTakeABreak from './en/breaks/take-a-break.md?raw';
import breaksAddOrCorrectABreak from './en/breaks/add-or-correct-a-break.md?raw';
import activitiesRecordAnActivity from './en/activities/record-an-activity.md?raw';
import activitiesAddAndEditActivities from './en/activities/add-and-edit-activities.md?raw';
import activitiesRequiredDetails from './en/activities/required-details.md?raw';
import requestsFileARequest from './en/requests/file-a-request.md?raw';
import requestsDrafts from './en/requests/drafts.md?raw';
import requestsRequestStatuses from './en/requests/request-statuses.md?raw';
import approvalsReviewRequests from './en/approvals/review-requests.md?raw';
import approvalsManageTeamTime from './en/approvals/manage-team-time.md?raw';
import approvalsReviewEmails from './en/approvals/review-emails.md?raw';
import kioskSetUpAKiosk from './en/kiosk/set-up-a-kiosk.md?raw';
import kioskClockInAtAKiosk from './en/kiosk/clock-in-at-a-kiosk.md?raw';
import kioskPinBadgeAndCard from './en/kiosk/pin-badge-and-card.md?raw';
import kioskOfflineAndTamperProof from './en/kiosk/offline-and-tamper-proof.md?raw';
import kioskKioskSelfies from './en/kiosk/kiosk-selfies.md?raw';
import projectsAndTasksProjects from './en/projects-and-tasks/projects.md?raw';
import projectsAndTasksTasks from './en/projects-and-tasks/tasks.md?raw';
import projectsAndTasksClientsTagsAndCategories from './en/projects-and-tasks/clients-tags-and-categories.md?raw';
import projectsAndTasksSearch from './en/projects-and-tasks/search.md?raw';
import accountProfileAndNickname from './en/account/profile-and-nickname.md?raw';
import accountPasswordAndSecurity from './en/account/password-and-security.md?raw';
import accountMembersAndRoles from './en/account/members-and-roles.md?raw';
import accountWorkspaceSettings from './en/account/workspace-settings.md?raw';
import accountPlans from './en/account/plans.md?raw';
import legalTermsOfUse from './en/legal/terms-of-use.md?raw';
import legalPrivacyPolicy from './en/legal/privacy-policy.md?raw';
import legalCommercialTransaction from './en/legal/commercial-transaction.md?raw';

import type { HelpArticleSources } from '@/features/help/articles/catalogue';

export const sources: HelpArticleSources = {
  'getting-started/what-is-punchcard': gettingStartedWhatIsPunchcard,
  'getting-started/create-an-account': gettingStartedCreateAnAccount,
  'getting-started/set-up-a-workspace': gettingStartedSetUpAWorkspace,
  'getting-started/join-a-workspace': gettingStartedJoinAWorkspace,
  'getting-started/language-and-appearance': gettingStartedLanguageAndAppearance,
  'clocking/clock-in-and-out': clockingClockInAndOut,
  'clocking/your-day-at-a-glance': clockingYourDayAtAGlance,
  'clocking/timestamps': clockingTimestamps,
  'clocking/correct-past-time': clockingCorrectPastTime,
  'clocking/pomodoro': clockingPomodoro,
  'breaks/take-a-break': breaksTakeABreak,
  'breaks/add-or-correct-a-break': breaksAddOrCorrectABreak,
  'activities/record-an-activity': activitiesRecordAnActivity,
  'activities/add-and-edit-activities': activitiesAddAndEditActivities,
  'activities/required-details': activitiesRequiredDetails,
  'requests/file-a-request': requestsFileARequest,
  'requests/drafts': requestsDrafts,
  'requests/request-statuses': requestsRequestStatuses,
  'approvals/review-requests': approvalsReviewRequests,
  'approvals/manage-team-time': approvalsManageTeamTime,
  'approvals/review-emails': approvalsReviewEmails,
  'kiosk/set-up-a-kiosk': kioskSetUpAKiosk,
  'kiosk/clock-in-at-a-kiosk': kioskClockInAtAKiosk,
  'kiosk/pin-badge-and-card': kioskPinBadgeAndCard,
  'kiosk/offline-and-tamper-proof': kioskOfflineAndTamperProof,
  'kiosk/kiosk-selfies': kioskKioskSelfies,
  'projects-and-tasks/projects': projectsAndTasksProjects,
  'projects-and-tasks/tasks': projectsAndTasksTasks,
  'projects-and-tasks/clients-tags-and-categories': projectsAndTasksClientsTagsAndCategories,
  'projects-and-tasks/search': projectsAndTasksSearch,
  'account/profile-and-nickname': accountProfileAndNickname,
  'account/password-and-security': accountPasswordAndSecurity,
  'account/members-and-roles': accountMembersAndRoles,
  'account/workspace-settings': accountWorkspaceSettings,
  'account/plans': accountPlans,
  'legal/terms-of-use': legalTermsOfUse,
  'legal/privacy-policy': legalPrivacyPolicy,
  'legal/commercial-transaction': legalCommercialTransaction,
};
