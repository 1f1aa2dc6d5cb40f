// lint as: src/shared/members/violations.ts
// Shared code runs in the browser and in Node: no Node or DOM APIs, nothing from client or server.
import { readFileSync } from "node:fs"; // refused: no-restricted-imports
import { createHash } from "crypto"; // refused: no-restricted-imports
import { join } from "path"; // refused: no-restricted-imports
import { promisify } from "util"; // refused: no-restricted-imports
import { logger } from "../../server/lib/logger"; // refused: signet/import-layers
import { api } from "../../client/lib/api"; // refused: signet/import-layers
import { z } from "zod";
import { MEMBER_LIMITS } from "../limits";

export const used = [readFileSync, createHash, join, promisify, logger, api, z, MEMBER_LIMITS];
export const id = () => crypto.randomUUID(); // refused: no-restricted-globals
export const bytes = (text: string) => Buffer.from(text).length; // refused: no-restricted-globals
export const here = () => window.location.href; // refused: no-restricted-globals
export const title = () => document.title; // refused: no-restricted-globals
export const link = new URL("https://signet.example.com/team");
export const count = new Intl.NumberFormat("en-US").format(1000);
