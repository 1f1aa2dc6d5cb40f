// Password hashing: scrypt from node:crypto with OWASP's parameters (N=2^14, r=8, p=5),
// stronger than better-auth's defaults (see docs/decisions/002-password-hashing.md).
// Stored as scrypt$N$r$p$salt$hash so parameters can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { env, type Env } from "../env";

type ScryptParams = { N: number; r: number; p: number };
export const PASSWORD_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 64;
let params = PASSWORD_PARAMS;

/**
 * Test runs only: the unit and API tests' setup file calls it, and the browser tests' server runs
 * with TEST_CHEAP_PASSWORD_HASHING=true. Thousands of sign-ups hash with N=2^10, p=1 instead of
 * costing a fifth of the suite's CPU. Refused in production; hashes carry their parameters, so
 * nothing else changes. password.test.ts checks the real ones.
 */
export function useCheapPasswordHashingForTests({ isProduction }: Pick<Env, "isProduction"> = env) {
  if (isProduction) throw new Error("Cheap password hashing is for test runs only");
  params = { N: 2 ** 10, r: 8, p: 1 };
}
if (env.TEST_CHEAP_PASSWORD_HASHING) useCheapPasswordHashingForTests();

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, { N, r, p } = params): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return ["scrypt", N, r, p, salt.toString("hex"), key.toString("hex")].join("$");
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, saltHex, keyHex] = hash.split("$");
  if (scheme !== "scrypt" || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, "hex");
  const actual = await derive(password, Buffer.from(saltHex, "hex"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
