// What a database error means, for services that let a constraint decide a race.

/** A unique index refused the row (PostgreSQL 23505); drizzle may wrap the driver's error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  return (error as { code?: string }).code === "23505" || isUniqueViolation((error as { cause?: unknown }).cause);
}
