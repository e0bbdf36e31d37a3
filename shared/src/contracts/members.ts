// Wire contracts of the members routes.
export {};
