// Wire contracts of the projects routes.
export {};
