/** What other features may use of workspaces: accepting and declining invitations. Lint allows only this file. */
export { activateInvitedWorkspace } from './api/activate-invited-workspace';
export { useDeclineWorkspaceInvite, useJoinWorkspace } from './api/respond-to-invite';
