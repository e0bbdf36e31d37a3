// Wire contracts of the search routes.
export {};
