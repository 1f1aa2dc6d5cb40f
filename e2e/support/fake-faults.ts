// Tells a shared test identity provider (SHARED_FAKES.oidc, SHARED_FAKES.saml) over its own port to
// misbehave on every sign-in from now on, or to behave again (dev-servers/fake-sso/fault-switch.ts).
async function control(url: string, path: "misbehave" | "reset", body?: unknown) {
  const answer = await fetch(`${url}/fake/${path}`, { method: "POST", body: body === undefined ? undefined : JSON.stringify(body) });
  if (!answer.ok) throw new Error(`The test identity provider refused /fake/${path}: ${await answer.text()}`);
}

export const faultControl = <F extends string>(fake: { url: string }) => ({
  misbehave: (fault: F) => control(fake.url, "misbehave", { fault }),
  reset: () => control(fake.url, "reset"),
});
