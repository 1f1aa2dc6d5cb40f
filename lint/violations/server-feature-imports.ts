// lint as: src/server/features/offices/violations.ts
// A server feature reaches another only through its entry module (features/<name>/index.ts),
// types too; the modules of lint/server-feature-imports-allowed.js are today's exceptions.
import { teamRoutes } from "../members/team-routes"; // refused: signet/import-layers
import type { TemplateRow } from "../templates/template-row"; // refused: signet/import-layers
import { connectionRoutes } from "../integrations/providers/connection-routes"; // refused: signet/import-layers
import { planDirectory } from "../../features/directory/directory-plan"; // refused: signet/import-layers
import { inviteMember } from "../members";
import { createTemplate } from "../templates/index";
import { recordAudit } from "../audit/record-audit";
import { createOffice } from "./create-office";
import { openDatabase } from "../../db/client";

export const used = [teamRoutes, connectionRoutes, planDirectory, inviteMember, createTemplate, recordAudit, createOffice, openDatabase];
export type Used = TemplateRow;
export * from "../departments/department-routes"; // refused: signet/import-layers
export const lazy = () => import("../campaigns/campaign-routes"); // refused: signet/import-layers
