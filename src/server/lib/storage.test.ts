// Uploaded files in S3-compatible storage: the same public paths as the local folder, read
// back by any process. Runs against s3rver, a real S3 API server on 127.0.0.1.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import S3rver from "s3rver";
import { createLocalStorage, createS3Storage, type Storage } from "./storage";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe("storage on S3 (s3rver)", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "signet-s3-"));
  let server: S3rver;
  let first: Storage;
  let second: Storage;

  beforeAll(async () => {
    server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true, configureBuckets: [{ name: "signet-uploads" }] });
    const { port } = await server.run();
    const settings = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: "signet-uploads",
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    };
    // Two instances, as two server processes would have.
    first = await createS3Storage(settings);
    second = await createS3Storage(settings);
  });

  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it("a file put by one process is read by another under the same /files path", async () => {
    const publicPath = await first.put("photos", "png", PNG);
    expect(publicPath).toMatch(/^\/files\/photos\/[0-9a-f-]{36}\.png$/);
    expect(Array.from((await second.read(publicPath))!)).toEqual(Array.from(PNG));
  });

  it("an unknown or malformed path reads as nothing; unsafe names are refused", async () => {
    expect(await second.read("/files/photos/00000000-0000-4000-8000-000000000000.png")).toBeNull();
    expect(await second.read("/files/../secret.png")).toBeNull();
    await expect(first.put("../x", "png", PNG)).rejects.toThrow("unsafe storage path");
  });

  it("the local folder keeps the same contract", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "signet-local-"));
    const local = createLocalStorage(root);
    const publicPath = await local.put("logos", "png", PNG);
    expect(Array.from((await local.read(publicPath))!)).toEqual(Array.from(PNG));
    rmSync(root, { recursive: true, force: true });
  });
});
