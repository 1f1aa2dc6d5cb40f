// A page the build rendered for visitors without a session cookie (app/prerender.tsx) says so on
// its root element. The server sends it only to a request without a session cookie, so the
// page is known to be signed out: it shows what a signed-out visitor sees, and only its islands
// run (components/layout/island.tsx).
export const PRERENDERED_ATTRIBUTE = "data-session";
export const SIGNED_OUT = "signed-out";
