// Wire contracts of the breaks routes.
export {};
