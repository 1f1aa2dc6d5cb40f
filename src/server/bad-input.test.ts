// No route answers 500 to bad input. The routes come from the app's OpenAPI document, so a
// new route is covered the day it is added. Every route with a request body gets bodies of
// the wrong shape and answers 4xx with a message; every other state-changing route gets
// them too and never answers 500; every GET gets bad query values and malformed ids. The
// caller is a signed-in super admin, so the role guards let the input through.
import { expect, it } from "vitest";
import { describeEachDatabase, type TestContext, type TestClient } from "./test/test-app";
import { addMember, createCompany } from "./test/factories";
import { fillPath, readOperations } from "./test/openapi-walk";

const BODIES: unknown[] = [
  "not json at all",
  "{",
  "null",
  "[]",
  "42",
  '"text"',
  "true",
  JSON.stringify({ email: { $ne: 1 }, password: ["x"], name: 123, locationName: null, office: "x", confirm: 1 }),
  JSON.stringify({ name: "x".repeat(100_000), email: "x".repeat(100_000), message: "x".repeat(100_000), reason: "x".repeat(100_000) }),
];

const BAD_QUERY_VALUES = ["%00%ff", "-1", "x".repeat(100_000), "[]"];

const { operations } = await readOperations();
const changing = operations.filter((op) => op.method !== "GET");
const reading = operations.filter((op) => op.method === "GET");

async function superAdminClient(ctx: TestContext) {
  const { accountId } = await createCompany(ctx);
  return (await addMember(ctx, accountId, "super_admin")).client;
}

describeEachDatabase("bad input", (ctx) => {
  let reader: TestClient | null = null;
  let writer: TestClient | null = null;

  it("covers the routes of the document", () => {
    expect(changing.length).toBeGreaterThan(15);
    expect(reading.length).toBeGreaterThan(10);
  });

  it.each(changing.map((op) => [`${op.method} ${op.template}`, op] as const))("%s answers bad bodies without a 500", async (_, op) => {
    // One super admin for the routes, made anew when a route ended its session (sign-out,
    // delete-user): a 401 is retried once with a fresh one.
    writer ??= await superAdminClient(ctx());
    for (const body of BODIES) {
      const label = `${op.method} ${op.template} with ${String(body).slice(0, 40)}`;
      let res = await writer.request(op.method, fillPath(op), body, { "content-type": "application/json" });
      if (res.status === 401) {
        writer = await superAdminClient(ctx());
        res = await writer.request(op.method, fillPath(op), body, { "content-type": "application/json" });
      }
      expect(res.status, label).toBeLessThan(500);
      if (op.body) {
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.json?.error?.message, label).toBeTruthy();
      }
    }
  });

  it.each(reading.map((op) => [`${op.method} ${op.template}`, op] as const))(
    "%s answers bad queries and ids without a 500",
    async (_, op) => {
      reader ??= await superAdminClient(ctx());
      const client = reader;
      for (const value of BAD_QUERY_VALUES) {
        const query = op.queryParams.map((p) => `${p.name}=${value}`).join("&");
        const path = fillPath(op, Object.fromEntries(op.pathParams.map((p) => [p, value.slice(0, 50)])));
        const res = await client.get(query ? `${path}?${query}` : path);
        expect(res.status, `GET ${path}?${query.slice(0, 40)}`).toBeLessThan(500);
        if (res.status >= 400) expect(res.json?.error?.message, `GET ${path}`).toBeTruthy();
      }
    },
  );
});
