// An OpenID Connect identity provider on 127.0.0.1 for tests and the browser tests:
// oauth2-mock-server (discovery, JWKS, authorize, token with PKCE, userinfo), which signs
// in whoever the authorization request's login_hint names. It can be made to misbehave
// (oidc-faults.ts) in process with `misbehave`, or over HTTP on its own port with
// `POST /fake/misbehave` `{ "fault": … }` until `POST /fake/reset` (fake-sso/fault-switch.ts).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";
import { createFaultSwitch } from "../fake-sso/fault-switch";
import { faultyClaims, faultyIdToken, faultyRedirect, OIDC_FAULTS, type OidcFault } from "./oidc-faults";

export type FakeOidc = {
  url: string;
  /** Claims set on every ID token (e.g. given_name); the email comes from login_hint. */
  claims: Record<string, unknown>;
  /** Makes every sign-in from now on faulty this way (null: behave again). */
  misbehave: (fault: OidcFault | null) => void;
  stop: () => Promise<void>;
};

export async function startFakeOidc(port = 0): Promise<FakeOidc> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer);
  const faults = createFaultSwitch(OIDC_FAULTS);
  const emailByCode = new Map<string, string>();
  const server = createServer((req, res) => {
    void faults.handle(req, res).then((handled) => handled || service.requestHandler(req, res));
  });
  const fake: FakeOidc = {
    url: "",
    claims: {},
    misbehave: (fault) => faults.set(fault),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  service.on("beforeAuthorizeRedirect", (redirect, req) => {
    const hint = new URL(req.url ?? "/", "http://x").searchParams.get("login_hint");
    const code = redirect.url.searchParams.get("code");
    if (hint && code) emailByCode.set(code, hint);
    if (faults.fault) faultyRedirect(faults.fault, redirect.url);
  });
  service.on("beforeTokenSigning", (token, req) => {
    const body = (req as unknown as { body: Record<string, string> }).body;
    const email = emailByCode.get(body.code);
    Object.assign(token.payload, fake.claims, email ? { email, email_verified: true } : {});
    // The ID token is the one with the nonce (the access token has none).
    if (faults.fault && token.payload.nonce !== undefined) faultyClaims(faults.fault, token.payload, fake.url);
  });
  service.on("beforeResponse", (response) => {
    const body = response.body as Record<string, unknown>;
    if (faults.fault && typeof body.id_token === "string") body.id_token = faultyIdToken(faults.fault, body.id_token);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  // The issuer is the address it listens on, as the app discovers it.
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer.url = fake.url;
  return fake;
}
