// The Outlook add-in on the Integrations tab (admins): its state and manifest address, setting
// it up, replacing its key (every manifest made before stops working), turning it off.
import { requireAdmin } from "../../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json } from "../../../lib/openapi";
import { OutlookAddinResponseSchema } from "../../../../shared/integrations/outlook-addin";
import { disableOutlookAddin, enableOutlookAddin, getOutlookAddin, rotateOutlookAddinKey } from "./outlook-addin-key";

const middleware = requireAdmin;
const state = json(OutlookAddinResponseSchema, "The add-in's state and manifest address");

const get = createRoute({
  method: "get",
  path: "/outlook",
  summary: "The Outlook add-in: whether it is set up, its manifest's address, how many members it reached (admins)",
  description:
    "The manifest's address is null, with the reason, when this server's address can't serve an add-in (http outside development).",
  middleware,
  responses: { 200: state, ...errors(...GUARD_ERRORS.member) },
});
const enable = createRoute({
  method: "post",
  path: "/outlook",
  summary: "Set up the Outlook add-in: makes the company's key and manifest (admins)",
  description: "Doing it again changes nothing. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  responses: { 200: state, ...errors(...GUARD_ERRORS.member) },
});
const rotate = createRoute({
  method: "post",
  path: "/outlook/key-rotation",
  summary: "Replace the add-in's key: every manifest made before stops working (admins)",
  description:
    "The new manifest has a higher version; upload it in the Microsoft 365 admin center to replace the old one. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  responses: { 200: state, ...errors(...GUARD_ERRORS.member, 404) },
});
const disable = createRoute({
  method: "delete",
  path: "/outlook",
  summary: "Turn the Outlook add-in off: its key stops working (admins)",
  description:
    "Installed add-ins stop inserting signatures; remove the add-in in the Microsoft 365 admin center too. Audit-logged. Admins, or an API key of the company with read and write access.",
  middleware,
  responses: { 200: state, ...errors(...GUARD_ERRORS.member, 404) },
});

export const outlookRoutes = createRouter("integrations")
  .openapi(get, async (c) => c.json({ outlook: await getOutlookAddin(c.get("deps").db, c.get("caller"), c.get("deps").config) }, 200))
  .openapi(enable, async (c) => {
    await enableOutlookAddin(c.get("deps").db, c.get("caller"));
    return c.json({ outlook: await getOutlookAddin(c.get("deps").db, c.get("caller"), c.get("deps").config) }, 200);
  })
  .openapi(rotate, async (c) => {
    await rotateOutlookAddinKey(c.get("deps").db, c.get("caller"));
    return c.json({ outlook: await getOutlookAddin(c.get("deps").db, c.get("caller"), c.get("deps").config) }, 200);
  })
  .openapi(disable, async (c) => {
    await disableOutlookAddin(c.get("deps").db, c.get("caller"));
    return c.json({ outlook: await getOutlookAddin(c.get("deps").db, c.get("caller"), c.get("deps").config) }, 200);
  });
