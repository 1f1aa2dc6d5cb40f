import { rootRouter } from "../lib/openapi";
import { finishDocument, type DocumentOptions } from "../lib/openapi-document";
import { devRoutes } from "../features/dev/dev-routes";
import { registerWebhookEvents } from "../features/webhooks/webhook-document";
import { addinRoutes } from "../features/integrations/outlook/addin-routes";
import { apiRoutes, healthRoutes } from "./api-routes";

type ApiDocumentOptions = DocumentOptions & { includeDev: boolean };

// Generating the document takes a quarter of a second of CPU, and it depends on nothing but the
// code and its options: each set of options is generated once per process (tests make an app
// per suite). Nothing changes a document once made: the app reads it and answers it as JSON.
const generated = new Map<string, ReturnType<typeof generateApiDocument>>();

/** The OpenAPI 3.1 document of every route under /api and the add-in's (served at /api/openapi.json; tests walk it). */
export function apiDocument(options: ApiDocumentOptions) {
  const key = JSON.stringify(options);
  let document = generated.get(key);
  if (!document) generated.set(key, (document = generateApiDocument(options)));
  return document;
}

function generateApiDocument(options: ApiDocumentOptions) {
  const router = rootRouter();
  router.route("/", healthRoutes);
  router.route("/", apiRoutes());
  if (options.includeDev) router.route("/dev", devRoutes);
  // The Outlook add-in's public data route lives outside /api: its path says so with its own server.
  router.route("/", addinRoutes(options.baseUrl));
  registerWebhookEvents(router.openAPIRegistry);
  const raw = router.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "Signet API", version: "1" } });
  const document = finishDocument(raw, options);
  const origin = options.baseUrl.replace(/\/$/, "");
  for (const [path, item] of Object.entries(document.paths ?? {}))
    if (path.startsWith("/addin/"))
      Object.assign(item as object, { servers: [{ url: origin, description: "This Signet server, outside /api" }] });
  return document;
}
