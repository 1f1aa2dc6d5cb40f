// lint as: src/client/features/members/components/violations.ts
// Client features never import each other or app/, however the path is spelled; the server only as types.
import { templatesQuery } from "../../templates/api/templates"; // refused: signet/import-layers
import { OfficesPage } from "../../../features/offices/offices-page"; // refused: signet/import-layers
import { CampaignList } from "../../campaigns"; // refused: signet/import-layers
import { AppLayout } from "../../../app/app-layout"; // refused: signet/import-layers
import { createApp } from "../../../../server/app"; // refused: signet/import-layers
import type { AppType } from "../../../../server/app";
import { type MemberRow } from "../../../../server/features/members/member-row";
import { api } from "../../../lib/api";
import { TeamTable } from "./team-table";
import { membersQuery } from "../api/members";

export const used = [templatesQuery, OfficesPage, CampaignList, AppLayout, createApp, api, TeamTable, membersQuery];
export type Used = [AppType, MemberRow];
export const lazyPage = () => import("../../statistics/statistics-page"); // refused: signet/import-layers
export { GalleryCard } from "../../gallery/components/gallery-card"; // refused: signet/import-layers
