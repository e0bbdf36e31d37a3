// Wire contracts of the tasks routes.
export {};
