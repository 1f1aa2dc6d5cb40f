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
