// An OpenID Connect identity provider on 127.0.0.1 for tests and the browser tests:
// oauth2-mock-server (discovery, JWKS, authorize, token with PKCE, userinfo), which signs
// in whoever the authorization request's login_hint names. `tamper` changes the next ID
// token's claims (a wrong audience, issuer, expiry or nonce) to test each refusal.
import { OAuth2Server } from "oauth2-mock-server";

export type FakeOidc = {
  url: string;
  /** Claims set on every ID token (e.g. given_name); the email comes from login_hint. */
  claims: Record<string, unknown>;
  /** Changes the next ID token's payload once. */
  tamper: (change: (payload: Record<string, unknown>) => void) => void;
  /** Changes the next token response once (e.g. breaks the ID token's signature). */
  tamperResponse: (change: (body: Record<string, unknown>) => void) => void;
  stop: () => Promise<void>;
};

export async function startFakeOidc(port = 0): Promise<FakeOidc> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const emailByCode = new Map<string, string>();
  let nextTamper: ((payload: Record<string, unknown>) => void) | null = null;
  let nextResponse: ((body: Record<string, unknown>) => void) | null = null;
  const fake: FakeOidc = {
    url: "",
    claims: {},
    tamper: (change) => (nextTamper = change),
    tamperResponse: (change) => (nextResponse = change),
    stop: () => server.stop(),
  };
  server.service.on("beforeAuthorizeRedirect", (redirect, req) => {
    const hint = new URL(req.url ?? "/", "http://x").searchParams.get("login_hint");
    const code = redirect.url.searchParams.get("code");
    if (hint && code) emailByCode.set(code, hint);
  });
  server.service.on("beforeTokenSigning", (token, req) => {
    const body = (req as unknown as { body: Record<string, string> }).body;
    const email = emailByCode.get(body.code);
    Object.assign(token.payload, fake.claims, email ? { email, email_verified: true } : {});
    // The ID token is the one with the nonce (the access token has none).
    if (token.payload.nonce !== undefined) {
      const change = nextTamper;
      nextTamper = null;
      change?.(token.payload as Record<string, unknown>);
    }
  });
  server.service.on("beforeResponse", (response) => {
    const change = nextResponse;
    nextResponse = null;
    change?.(response.body as Record<string, unknown>);
  });
  await server.start(port, "127.0.0.1");
  // The issuer is the address it listens on (its default names "localhost", which a
  // client that discovers it through 127.0.0.1 would refuse as another issuer).
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  fake.url = server.issuer.url;
  return fake;
}
