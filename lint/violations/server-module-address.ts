// lint as: src/server/lib/violations-module-address.ts
// In the built server every module's address is the bundle's: a file read at run time is named
// from the project's folder (lib/project-files.ts). Resolving a package from here still works.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export const list = new URL("./list.txt", import.meta.url); // refused: no-restricted-syntax
export const here = fileURLToPath(import.meta.url); // refused: no-restricted-syntax
export const folder = import.meta.dirname; // refused: no-restricted-syntax
export const file = import.meta.filename; // refused: no-restricted-syntax
export const require = createRequire(import.meta.url);
