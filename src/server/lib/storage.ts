// File storage for logos, photos and banners: a local folder, served under /files/.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";

export type Storage = {
  put(folder: string, extension: string, data: Uint8Array): Promise<string>; // returns the public path
  read(publicPath: string): Promise<Uint8Array | null>;
  /** Deletes a stored file; a path that is not a stored file (a /static default) is ignored. */
  remove(publicPath: string): Promise<void>;
};

const STORED_PATH = /^\/files\/([a-z0-9-]+)\/([a-f0-9-]+\.[a-z0-9]+)$/;

const SAFE_SEGMENT = /^[a-z0-9-]+$/;

export function createLocalStorage(root: string): Storage {
  return {
    async put(folder, extension, data) {
      if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(extension)) throw new Error("unsafe storage path");
      const name = `${randomUUID()}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), data);
      return `/files/${folder}/${name}`;
    },
    async read(publicPath) {
      const match = STORED_PATH.exec(publicPath);
      if (!match) return null;
      try {
        return await readFile(path.join(root, match[1], match[2]));
      } catch {
        return null;
      }
    },
    async remove(publicPath) {
      const match = STORED_PATH.exec(publicPath);
      if (match) await rm(path.join(root, match[1], match[2]), { force: true });
    },
  };
}

export type S3Settings = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

/**
 * The same public paths (/files/<folder>/<name>), kept in an S3-compatible bucket so that
 * every server process sees every upload (several processes behind a load balancer).
 */
export async function createS3Storage(settings: S3Settings): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Path-style addressing works with every S3-compatible server (MinIO, s3rver, R2, ...).
    forcePathStyle: true,
  });
  const TYPES: Record<string, string> = { png: "image/png", gif: "image/gif", jpg: "image/jpeg", jpeg: "image/jpeg" };
  return {
    async put(folder, extension, data) {
      if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(extension)) throw new Error("unsafe storage path");
      const key = `${folder}/${randomUUID()}.${extension}`;
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: data,
          ContentType: TYPES[extension] ?? "application/octet-stream",
        }),
      );
      return `/files/${key}`;
    },
    async read(publicPath) {
      const match = /^\/files\/([a-z0-9-]+)\/([a-f0-9-]+\.[a-z0-9]+)$/.exec(publicPath);
      if (!match) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: `${match[1]}/${match[2]}` }));
        return object.Body ? await object.Body.transformToByteArray() : null;
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async remove(publicPath) {
      const match = STORED_PATH.exec(publicPath);
      if (!match) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: `${match[1]}/${match[2]}` }));
      } catch (error) {
        if ((error as { name?: string }).name !== "NoSuchKey") throw error;
      }
    },
  };
}
