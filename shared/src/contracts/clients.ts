// Wire contracts of the clients routes.
export {};
