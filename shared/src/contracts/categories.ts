// Wire contracts of the categories routes.
export {};
