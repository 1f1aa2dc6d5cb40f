// Writes /api/openapi.json as a production server at <base URL> serves it, built in process
// from the app's routes (no server, no database): `npm test` lints it with Spectral
// (.spectral.yaml). Usage: tsx scripts/dump-openapi.ts <file> <base URL>
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { apiDocument } from "../src/server/app";

const [file, baseUrl] = process.argv.slice(2);
if (!file || !baseUrl) throw new Error("usage: tsx scripts/dump-openapi.ts <file> <base URL>");
const document = apiDocument({ includeDev: false, baseUrl, isProduction: true, supportEmail: "support@signet.example" });
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
