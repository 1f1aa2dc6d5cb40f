// Metadata published at a URL (most identity providers offer one, and rotate their signing
// certificate behind it). The fetch is given, so the caller decides which addresses may be
// reached; this bounds the wait and the size, and says clearly what went wrong.
import { parseIdpMetadata, SamlMetadataError, type IdpMetadata } from "./idp-metadata";

export const METADATA_FETCH_TIMEOUT_MS = 10_000;
/** Real IdP metadata is a few KB; federation aggregates (megabytes) are not what is asked for. */
export const METADATA_MAX_BYTES = 512 * 1024;

export type FetchIdpMetadataOptions = {
  /** The outbound policy's fetch (lib/outbound/outbound-fetch.ts) in the app. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
  maxBytes?: number;
};

export async function fetchIdpMetadata(url: string, options: FetchIdpMetadataOptions): Promise<IdpMetadata> {
  const maxBytes = options.maxBytes ?? METADATA_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? METADATA_FETCH_TIMEOUT_MS;
  let response: Response;
  try {
    response = await options.fetch(url, {
      headers: { accept: "application/samlmetadata+xml, application/xml, text/xml" },
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    throw new SamlMetadataError(
      timedOut
        ? `The metadata URL did not answer within ${timeoutMs / 1000} seconds.`
        : `The metadata URL could not be reached (${(error as Error).message}).`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SamlMetadataError(`The metadata URL answered HTTP ${response.status} instead of the metadata.`);
  }
  const text = await readAtMost(response, maxBytes, timeoutMs);
  return parseIdpMetadata(text);
}

/** The body as text, refusing more than `maxBytes` without reading the rest. */
async function readAtMost(response: Response, maxBytes: number, timeoutMs: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  const tooLarge = () =>
    new SamlMetadataError(
      `The metadata at this URL is larger than ${Math.round(maxBytes / 1024)} KB; that is not one identity provider's metadata.`,
    );
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof SamlMetadataError) throw error;
    throw new SamlMetadataError(
      (error as Error).name === "TimeoutError"
        ? `The metadata URL did not finish answering within ${timeoutMs / 1000} seconds.`
        : "The metadata URL's answer was cut off.",
    );
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
