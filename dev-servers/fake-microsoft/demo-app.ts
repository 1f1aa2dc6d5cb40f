// The demo tenant and app registration the fake serves in `npm run dev` and the browser tests.
// Only the fake knows this secret; it opens nothing at Microsoft.
export const DEMO_TENANT_ID = "a3c3e000-0000-4000-8000-000000000001";
export const DEMO_CLIENT_ID = "c11e0000-0000-4000-8000-000000000001";
export const DEMO_CLIENT_SECRET = "Sgn8Q~demo.secret-for-the-fake-only";
