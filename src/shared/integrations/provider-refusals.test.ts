import { describe, expect, it } from "vitest";
import { explainRefusal, refusalField } from "./provider-refusals";

const google = (status: number, code: string, message: string) => ({ provider: "google" as const, status, code, message });
const microsoft = (status: number, code: string, message: string) => ({ provider: "microsoft" as const, status, code, message });

describe("provider refusals in words", () => {
  it("says what each refusal means and what to do, never the raw answer alone", () => {
    const cases: [ReturnType<typeof google | typeof microsoft>, RegExp][] = [
      [google(400, "invalid_grant", "Invalid JWT: signature verification failed"), /^Google refused the key: .* Create a new JSON key/],
      [google(401, "invalid_client", "The OAuth client was not found."), /deleted or disabled\. Upload a key of an active service account/],
      [google(401, "unauthorized_client", "Client is unauthorized"), /Domain-wide delegation is not set up .* client ID 123/],
      [
        google(400, "FAILED_PRECONDITION", "Mail service not enabled"),
        /^ada@acme\.test has no Gmail mailbox: it may be a group, or a user without a Workspace licence/,
      ],
      [
        google(403, "PERMISSION_DENIED", "Request had insufficient authentication scopes."),
        /^Google refused the permission \(403\).*allow client ID 123/,
      ],
      [google(429, "RESOURCE_EXHAUSTED", "Quota exceeded"), /rate limit was reached \(429\).*Retry failed in a few minutes/],
      [google(503, "backendError", "Backend Error"), /error of its own \(503\)/],
      [google(0, "network", "Google could not be reached: ECONNREFUSED"), /^Google could not be reached\. Try again in a minute\.$/],
      [
        google(400, "INVALID_ARGUMENT", "Signature exceeds maximum length of 10000 characters"),
        /^Gmail allows 10,000 characters; this signature is longer/,
      ],
      [microsoft(401, "AADSTS7000215", "Invalid client secret provided."), /Paste the secret's Value, not its Secret ID/],
      [microsoft(400, "AADSTS90002", "Tenant not found."), /doesn't know the tenant "t-1"/],
      [microsoft(403, "Authorization_RequestDenied", "Insufficient privileges"), /Grant admin consent/],
      [microsoft(429, "TooManyRequests", "Too many requests"), /Microsoft's rate limit was reached \(429\)/],
    ];
    for (const [refusal, sentence] of cases)
      expect(explainRefusal(refusal, { address: "ada@acme.test", clientId: "123", tenantId: "t-1" }), refusal.message).toMatch(sentence);
  });

  it("names the form field a refusal is about, and none for a refusal that is not the admin's input", () => {
    expect(refusalField(google(400, "invalid_grant", "Invalid JWT: signature verification failed"))).toBe("serviceAccountKey");
    expect(refusalField(microsoft(401, "AADSTS7000215", "Invalid client secret provided."))).toBe("clientSecret");
    expect(refusalField(google(401, "unauthorized_client", "Client is unauthorized"))).toBeNull();
    expect(refusalField(google(0, "network", "down"))).toBeNull();
  });

  it("an unknown refusal still says who refused, why and where to look", () => {
    expect(explainRefusal(google(409, "ABORTED", "Conflict"))).toBe(
      "Google refused (409: Conflict). Run Test connection in Company Settings, Integrations, to see which permission is missing.",
    );
  });
});
