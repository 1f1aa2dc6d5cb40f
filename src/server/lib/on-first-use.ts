// A package the server needs for some requests only (CSS inlining, the email client check, SAML,
// images), loaded by the first call that uses it rather than when the process starts: each
// process starts sooner, and one that never uses the package (most never see a SAML response)
// never holds it in its heap, which every major collection marks while requests wait.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** `specifier`'s exports, required on the first call (an ES module too: Node 20.19 and later). */
export function onFirstUse<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
