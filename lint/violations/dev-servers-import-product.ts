// lint as: dev-servers/fake-oidc/violations.ts
// The fakes stand in for outside services: they import shared code only, never the server's.
import { openDatabase } from "../../src/server/db/client"; // refused: signet/import-layers
import { toast } from "../../src/client/lib/toast"; // refused: signet/import-layers
import type { SsoRefusalCode } from "../../src/shared/sso/sso-refusals";

export const used: unknown[] = [openDatabase, toast];
export type Used = SsoRefusalCode;
