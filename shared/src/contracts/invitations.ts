// Wire contracts of the invitations routes.
export {};
