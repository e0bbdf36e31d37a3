// Wire contracts of the activities routes.
export {};
