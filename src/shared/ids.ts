// Record ids are UUIDs; a string that isn't one can't name anything.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid's length: longer text names nothing (and the API document bounds every id by it). */
export const UUID_LENGTH = 36;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
