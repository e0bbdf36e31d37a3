// Wire contracts of the settings routes.
export {};
