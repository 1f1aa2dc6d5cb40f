import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { waitForDeployment } from "../deployments/deployment-test-helpers";
import { companyWithTeam, newTemplate } from "./template-test-kit";

describeEachDatabase(
  "templates: changed since the last deployment",
  (ctx) => {
    it("clears when a deployment uses the template's version, and returns on the next save", async () => {
      const { admin, sales } = await companyWithTeam(ctx());
      const t = await newTemplate(admin.client, "Deployed");
      await admin.client.request("PUT", `/api/templates/${t.id}/departments`, { departmentIds: [sales.id] });
      const unused = await newTemplate(admin.client, "Not deployed");
      const changed = async () =>
        Object.fromEntries(
          ((await admin.client.get("/api/templates")).json.templates as { id: string; changedSinceDeployment: boolean }[]).map((x) => [
            x.id,
            x.changedSinceDeployment,
          ]),
        );
      expect((await changed())[t.id]).toBe(true);

      const started = await admin.client.post("/api/deployments", {});
      expect(started.status).toBe(201);
      await waitForDeployment(ctx(), started.json.deployment.id);
      const after = await changed();
      expect(after[t.id]).toBe(false);
      // A template no member uses is not deployed.
      expect(after[unused.id]).toBe(true);

      await admin.client.request("PUT", `/api/templates/${t.id}/content`, { html: "<p>{{full_name}} again</p>", design: null });
      expect((await changed())[t.id]).toBe(true);
    });
  },
  {},
  { queue: true },
);
