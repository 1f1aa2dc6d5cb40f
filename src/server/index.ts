// Boot: the whole server (HTTP, jobs, and the relay when SIGNING_RELAY=true: app-process.ts), or
// with SIGNING_RELAY=only the signing relay alone (relay-process.ts), which loads none of the web app.
// First: the collector settings hold for everything loaded after them.
import "./v8-flags";
import { env } from "./env";

if (env.SIGNING_RELAY === "only") await import("./relay-process");
else await import("./app-process");
