// Replays what Microsoft Entra ID and Okta send (replays/*.json: each step's request and
// the answer's status and the fields that matter), on every test database, against a
// fresh company with a provisioning token and a verified domain.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { provisionedCompany } from "./scim-test-client";
import { addVerifiedDomain, fakeDns } from "../sso/sso-test-helpers";

type Step = {
  name: string;
  request: { method: string; path: string; body?: unknown; headers?: Record<string, string> };
  expect: { status: number; body?: unknown };
  /** Fields (dotted paths) the answer must not have. */
  absent?: string[];
  /** Names for values of the answer (dotted paths), used as {{name}} in later steps. */
  save?: Record<string, string>;
};
type Replay = { provider: string; steps: Step[] };

const replays = ["entra", "okta"].map(
  (name) => [name, JSON.parse(readFileSync(new URL(`./replays/${name}.json`, import.meta.url), "utf8")) as Replay] as const,
);

const at = (value: unknown, path: string) =>
  path.split(".").reduce<unknown>((node, key) => (node == null ? undefined : (node as Record<string, unknown>)[key]), value);

/** The value with every {{name}} replaced (in keys and strings, at any depth). */
function fill<T>(value: T, vars: Record<string, string>): T {
  return JSON.parse(
    JSON.stringify(value).replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      if (!(name in vars)) throw new Error(`{{${name}}} is used before it is saved`);
      return vars[name];
    }),
  ) as T;
}

describeEachDatabase("SCIM replays", (ctx) => {
  for (const [name, replay] of replays) {
    it(`answers ${replay.provider} as it expects (${replay.steps.length} requests)`, async () => {
      const { scim, admin } = await provisionedCompany(ctx(), replay.provider);
      const vars: Record<string, string> = { domain: `${name}-${crypto.randomUUID().slice(0, 8)}.test` };
      // The company verified its domain: a directory moves addresses only within verified domains.
      fakeDns(ctx());
      await addVerifiedDomain(ctx(), admin.client, vars.domain);
      for (const step of replay.steps) {
        const request = fill(step.request, vars);
        const res = await scim(request.method, request.path, request.body, request.headers);
        const label = `${replay.provider}: ${step.name}`;
        expect(res.status, `${label}\n${JSON.stringify(res.json)}`).toBe(step.expect.status);
        if (res.json) expect(res.headers.get("content-type"), label).toMatch(/^application\/scim\+json/);
        if (step.expect.body !== undefined) expect(res.json, label).toMatchObject(fill(step.expect.body, vars) as object);
        for (const path of step.absent ?? []) expect(at(res.json, path), `${label}: ${path}`).toBeUndefined();
        for (const [key, path] of Object.entries(step.save ?? {})) vars[key] = String(at(res.json, path));
      }
    });
  }
});
