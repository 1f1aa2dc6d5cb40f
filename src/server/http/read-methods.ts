// Reads: they have no body, and they change nothing.
export const READ_METHODS = new Set(["GET", "HEAD"]);
