/** An id as a path segment (ids are UUIDs; encoding keeps a bad one from changing the route). */
export const segment = (id: string): string => encodeURIComponent(id);
