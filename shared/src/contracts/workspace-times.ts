// Wire contracts of the workspace-times routes.
export {};
