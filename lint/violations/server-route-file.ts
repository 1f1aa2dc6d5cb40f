// lint as: src/server/features/members/violations-routes.ts
// A route file: the server-wide rule (never import client) holds here too, beside the route rules.
import { apiClient } from "../../../client/lib/api"; // refused: signet/import-layers
import { openDatabase } from "../../db/client"; // refused: signet/import-layers
import { eq } from "drizzle-orm"; // refused: no-restricted-imports
import { createRoute } from "@hono/zod-openapi"; // refused: no-restricted-syntax
import { recordAudit } from "../audit/record-audit";
import { inviteMember } from "./invite-member";

export const used = [apiClient, openDatabase, eq, createRoute, recordAudit, inviteMember];
