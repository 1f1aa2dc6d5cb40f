// lint as: src/server/features/sso/violations.ts
// Product code never imports the fakes of outside services, not even a type: only tests do.
import { startFakeOidc } from "../../../../dev-servers/fake-oidc/fake-oidc"; // refused: signet/import-layers
import type { SmtpSink } from "../../../../dev-servers/smtp-sink/smtp-sink"; // refused: signet/import-layers
import { isSsoRefusalCode } from "../../../shared/sso/sso-refusals";

export const used: unknown[] = [startFakeOidc, isSsoRefusalCode];
export type Used = SmtpSink;
