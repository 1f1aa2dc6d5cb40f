// Async stores are enabled only while a scope that reads them is under way: afterwards no
// promise of the process pays Node 20's async hook. The hook is seen from outside: while it
// runs, a promise's continuation executes with that promise as its async resource.
import { AsyncLocalStorage, executionAsyncResource } from "node:async_hooks";
import { expect, it } from "vitest";
import { disableWhenIdle, withAsyncStores } from "./async-scopes";
import { betterAuthStores } from "../auth/auth";
import { describeEachDatabase } from "../test/test-app";
import { TEST_PASSWORD, createCompany } from "../test/factories";

async function promiseHookRuns() {
  await null;
  return executionAsyncResource() instanceof Promise;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

it("keeps a store readable in every scope under way, and disables it when the last one ends", async () => {
  const store = new AsyncLocalStorage<string>();
  disableWhenIdle(store);
  let releaseLong!: () => void;
  const longHeld = new Promise<void>((resolve) => (releaseLong = resolve));
  const long = withAsyncStores(() =>
    store.run("long", async () => {
      await longHeld;
      await tick();
      return store.getStore();
    }),
  );
  const short = await withAsyncStores(() => store.run("short", async () => (await tick(), store.getStore())));
  expect(short).toBe("short");
  expect(await promiseHookRuns()).toBe(true);
  releaseLong();
  expect(await long).toBe("long");
  expect(await promiseHookRuns()).toBe(false);
  expect(store.getStore()).toBeUndefined();
});

it("ends its scope when the work throws", async () => {
  const store = new AsyncLocalStorage<string>();
  disableWhenIdle(store);
  await expect(withAsyncStores(() => store.run("x", async () => Promise.reject(new Error("refused"))))).rejects.toThrow("refused");
  expect(await promiseHookRuns()).toBe(false);
});

describeEachDatabase("the app's async stores", (ctx) => {
  it("are all disabled once sign-up, sign-in, reads and writes have answered", async () => {
    const { admin } = await createCompany(ctx(), "Async stores");
    expect(betterAuthStores().length).toBeGreaterThan(0);
    const office = await admin.client.post("/api/offices", {
      locationName: "Lisbon",
      address: "Rua Augusta 1",
      phoneNumber: "+351 21 000 0000",
    });
    expect(office.status, office.text).toBe(201);
    expect((await admin.client.get("/api/offices")).status).toBe(200);
    const signIn = await ctx().client().post("/api/session/sign-in", { email: admin.email, password: TEST_PASSWORD });
    expect(signIn.status, signIn.text).toBe(200);
    expect(await promiseHookRuns()).toBe(false);
  });
});
