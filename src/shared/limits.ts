// Business constants and limits (timeouts, sizes, counts). One place, so the client,
// the server and the tests cannot drift apart.

export const AUTH_LOADING_TIMEOUT_MS = 10_000;

/** Auth form field limits; lengths are inclusive maxima/minima. */
export const FIELD_LIMITS = {
  email: 254,
  name: 50,
  companyName: 100,
  passwordMin: 8,
  passwordMax: 128,
  otpLength: 6,
} as const;

export const TOASTS_VISIBLE = 1;
export const VALIDATION_DEBOUNCE_MS = 300;
export const SIGNATURE_ENSURE_DELAY_MS = 100;

export const SESSION_REFRESH_TICK_MS = 30_000;
/** Refresh the session when this many ticks (or fewer) of validity remain. */
export const SESSION_REFRESH_THRESHOLD_TICKS = 3;

/** Session refresh retries: first wait startMs, doubling, giving up once about
 * maxElapsedMs have passed since the first attempt. */
export const REFRESH_BACKOFF = {
  startMs: 200,
  factor: 2,
  maxElapsedMs: 30_000,
} as const;

const MINUTE_MS = 60_000;

/** Exponential retry delay for queries: min(1 s x 2^attempt, 30 s), attempt from 0. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export const QUERY_CACHE = {
  general: {
    staleTime: 5 * MINUTE_MS,
    gcTime: 10 * MINUTE_MS,
    retry: 3,
    retryDelay: queryRetryDelay,
    refetchOnWindowFocus: false,
  },
  mutations: { retry: 1 },
  campaignSelections: { staleTime: 5 * MINUTE_MS, gcTime: 10 * MINUTE_MS },
  signatureData: { staleTime: 2 * MINUTE_MS, gcTime: 5 * MINUTE_MS, retry: 3 },
} as const;

export const LOG_MAX_ENTRIES = 100;

export const SIDEBAR = {
  collapsedPx: 64,
  expandedPx: 256,
  storageKey: "sidebar-collapsed-state",
} as const;

export const CAMPAIGN_IMAGE_HEIGHT_PX = 90;

/** The width a signature is laid out for (a mail client's reading pane): nothing in it is wider. */
export const SIGNATURE_WIDTH_PX = 600;

export const CAMPAIGN_GRID_COLUMNS = { small: 1, medium: 2, large: 4 } as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

/**
 * Every image the server stores and hosts (logos, photos, banners, template images, the
 * gallery's), whatever it was made from. An uploaded raster may be decoded up to
 * `inputPixels` (about 6,300 x 6,300: any camera photo; a bigger header is a
 * decompression bomb). What is stored is at most `storedPixels` and `storedBytes` (the
 * largest upload accepted), so no hosted file is a bomb for the mail clients that show
 * it. An SVG is drawn on a canvas of the size it is stored at, never its declared one.
 */
export const IMAGE_LIMITS = {
  inputPixels: 40_000_000,
  storedPixels: 4_000_000,
  storedBytes: 5 * 1024 * 1024,
} as const;

/**
 * Emails an admin's action sends for a company (invitations, resends, deployment notices),
 * per company and per window. The subject line carries the company's name, which can say
 * anything, so without a cap a fresh sign-up is a spam relay through our mail server. A
 * company younger than a day or still pending activation has not shown it is real yet:
 * it gets a small budget (enough to invite a first team); an established company gets
 * enough for normal growth and a deployment notice to a mid-sized team. A super admin can
 * raise an account's limits or lift them until a date (docs/decisions/003).
 */
export const ADMIN_EMAIL_LIMITS = {
  standard: { perHour: 200, perDay: 1_000 },
  probation: { perHour: 20, perDay: 50 },
  /** How long a new company counts as new. */
  probationHours: 24,
  /** One invitation is resent at most once in this many minutes. */
  resendEveryMinutes: 10,
  /** Password resets a super admin sends to one user, per hour: a misclick can't flood a mailbox. */
  adminPasswordResetsPerUserPerHour: 3,
  /** The highest limit a super admin may set (beyond it, lift the limit until a date). */
  maxOverride: 1_000_000,
} as const;
