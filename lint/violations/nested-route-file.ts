// lint as: src/server/features/integrations/outlook/violations-routes.ts
// A route file one folder deeper than features/<name>/ is a route file all the same.
import { sql } from "drizzle-orm"; // refused: no-restricted-imports
import { openDatabase } from "../../../db/client"; // refused: signet/import-layers
import { Button } from "../../../../client/components/ui/button"; // refused: signet/import-layers
import { readAddinSignature } from "./read-addin-signature";

export const used = [sql, openDatabase, Button, readAddinSignature];
export const secret = process.env.SECRET; // refused: no-restricted-properties
