// The end of a test sign-in (sso-test-sign-in.ts): the checked answer judged as a sign-in
// would be, a pass recorded on the provider and in the audit log; the window's way back.
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { ssoProviders } from "../../db/schema";
import { recordAudit } from "../audit/record-audit";
import { SSO_TEST_PARAM } from "../../../shared/sso/sso-schema";
import type { SsoRefusalCode } from "../../../shared/sso/sso-refusals";
import { checkSsoIdentity, type SsoIdentity } from "./complete-sso-sign-in";
import type { RefusingProvider } from "./sso-refusal";

/** Where the test window lands: the Security tab, with `ok` or the refusal's code. */
export const testResultLocation = (result: "ok" | SsoRefusalCode) => `/company-settings?tab=security&${SSO_TEST_PARAM}=${result}`;

/** Judges the checked answer of a test sign-in (throws the SsoRefusal a sign-in would get) and records the pass. */
export async function recordSsoTest(
  deps: Pick<AppDeps, "db">,
  provider: RefusingProvider,
  identity: SsoIdentity,
  testBy: string,
  ip: string,
) {
  const email = await checkSsoIdentity(deps.db, provider, identity, ip);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(ssoProviders)
      .set({ testedAt: sql`now()`, testedEmail: email })
      .where(eq(ssoProviders.id, provider.id));
    await recordAudit(
      tx,
      { accountId: provider.accountId, userId: testBy, ip },
      { action: "sso.provider_tested", target: { type: "sso_provider", id: provider.id, label: provider.name }, details: { email } },
    );
  });
}
