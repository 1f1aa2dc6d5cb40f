// A Google service account for the fake: an RSA key pair made at run time (never committed),
// its JSON key file as Google Cloud gives it (token_uri Google's own: the server
// posts to its GOOGLE_OAUTH_API_URL setting, which points at the fake), and domain-wide
// delegation of `scopes` registered with the fake.
import { generateKeyPairSync, randomInt, type KeyObject } from "node:crypto";
import { GOOGLE_TOKEN_URI, type FakeGoogle } from "./fake-google";

export type ServiceAccountFile = {
  type: "service_account";
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  client_id: string;
  auth_uri: string;
  token_uri: string;
};

// A 2048-bit key pair costs a tenth of a second or more, and the tests make hundreds of accounts:
// a process makes a few and hands them out in turn, so two accounts made one after the other
// never share a key (a test replacing an account's key with a new one's gets another key).
const KEY_PAIRS = 4;
const keyPairs: { privateKey: KeyObject; publicKey: KeyObject }[] = [];
let handedOut = 0;
function nextKeyPair() {
  const index = handedOut++ % KEY_PAIRS;
  keyPairs[index] ??= generateKeyPairSync("rsa", { modulusLength: 2048 });
  return keyPairs[index];
}

export function createServiceAccount(
  fake: Pick<FakeGoogle, "allowClient">,
  scopes: string[],
  name = `signet-${randomInt(1e9)}`,
): ServiceAccountFile {
  const { privateKey, publicKey } = nextKeyPair();
  const clientEmail = `${name}@signet-demo.iam.gserviceaccount.com`;
  fake.allowClient(clientEmail, publicKey.export({ type: "spki", format: "pem" }) as string, scopes);
  return {
    type: "service_account",
    project_id: "signet-demo",
    private_key_id: String(randomInt(1e12)),
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }) as string,
    client_email: clientEmail,
    client_id: `1${String(randomInt(1e9)).padStart(20, "0")}`,
    auth_uri: "https://accounts.google.com/o/oauth2/auth",
    token_uri: GOOGLE_TOKEN_URI,
  };
}
