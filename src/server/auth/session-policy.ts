// How long a session lives. Sliding: each use (at most once per SESSION_UPDATE_AGE) or a
// client refresh moves the end to now + SESSION_IDLE. Absolute: never past
// created_at + SESSION_ABSOLUTE, however active the user is; then they sign in again.
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;

/** The latest moment a session created at `createdAt` may be used. */
export function absoluteExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
}
