// Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser
// that once signed in as an address gets a signed cookie naming that address. Ten wrong
// passwords from anywhere lock the address for strangers, but a browser with its device
// cookie is counted on its own, so the real owner still gets in from their usual device.
// A device cookie's own failures lock that cookie out too.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const DEVICE_COOKIE = "signet_device";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function signature(secret: string, email: string, nonce: string) {
  return createHmac("sha256", secret).update(`device:${email.trim().toLowerCase()}:${nonce}`).digest("base64url");
}

/** The cookie's nonce when it is valid for this address, else null. */
export function trustedDeviceOf(cookieHeader: string | null, secret: string, email: string): string | null {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  const [nonce, mac] = value?.split(".") ?? [];
  if (!nonce || !mac || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
  const expected = Buffer.from(signature(secret, email, nonce));
  const actual = Buffer.from(mac);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}

/** A Set-Cookie value for a new device cookie for this address (only the session routes read it). */
export function deviceCookie(secret: string, email: string, secure: boolean) {
  const nonce = randomBytes(16).toString("base64url");
  const attributes = [`Max-Age=${MAX_AGE_SECONDS}`, "Path=/api/session", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  return [`${DEVICE_COOKIE}=${nonce}.${signature(secret, email, nonce)}`, ...attributes].join("; ");
}

/** The auth response's cookies plus a fresh device cookie. */
export function withDeviceCookie(cookies: Headers, cookie: string) {
  const all = new Headers();
  for (const value of cookies.getSetCookie()) all.append("set-cookie", value);
  all.append("set-cookie", cookie);
  return all;
}
