// Wire contracts of the tags routes.
export {};
