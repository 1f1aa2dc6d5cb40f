// lint as: src/server/features/campaigns/violations.ts
// features/signature reads campaigns; campaigns never import it back, entry module or not.
import { renderSignature } from "../signature/render-signature"; // refused: signet/import-layers
import { signatureFeature } from "../signature"; // refused: signet/import-layers
import { bannerSizes } from "./banner-sizes";

export const used = [renderSignature, signatureFeature, bannerSizes];
