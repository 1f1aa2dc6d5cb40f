// How long a session lives. Sliding: use (at most once per SESSION_UPDATE_AGE) or a
// client refresh moves the end to now + SESSION_IDLE. Absolute: never past
// created_at + SESSION_ABSOLUTE, however active the user is; then they sign in again.
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 60;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;

/** The latest moment a session created at `createdAt` may be used. */
export function absoluteExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000);
}

/**
 * Whether a use now should write the session's new end: only when that moves it by at
 * least SESSION_UPDATE_AGE (so at most one write a minute per session, and none once the
 * end sits at the absolute limit).
 */
export function slideIsDue(createdAt: Date, expiresAt: Date, now = Date.now()): boolean {
  const target = Math.min(now + SESSION_IDLE_SECONDS * 1000, absoluteExpiry(createdAt).getTime());
  return target - expiresAt.getTime() >= SESSION_UPDATE_AGE_SECONDS * 1000;
}
