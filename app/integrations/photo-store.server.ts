// Where the photos and signatures of visits are kept: private, reached only through the app. By
// default a folder beside the database (on Fly.io, the same volume); with BUCKET_NAME, a private
// S3-compatible bucket (Tigris: `fly storage create` sets BUCKET_NAME, AWS_ENDPOINT_URL_S3,
// AWS_REGION and the keys) through the AWS SDK's S3 client, under `photos/`. Litestream backs up the
// database, not a folder: the bucket is the photos' backup (docs/backups.md).
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

import { env } from "~/env.server";

export type PhotoStore = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The image, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

/** A key is ours: letters, digits, dashes and one slash, never a path that climbs out. */
const KEY = /^[a-z0-9-]+\/[a-z0-9-]+\.(jpg|png)$/;

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a photo key: ${key}`);
  return key;
}

function folderStore(folder: string): PhotoStore {
  const file = (key: string) => path.join(folder, checked(key));
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), bytes, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

function bucketStore(client: S3Client, bucket: string): PhotoStore {
  const Key = (key: string) => `photos/${checked(key)}`;
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: Key(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: Key(key) }));
    },
  };
}

let current: { config: string; store: PhotoStore } | undefined;

/** The store the environment names (made once per configuration). */
export function photoStore(): PhotoStore {
  const { BUCKET_NAME, AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, DATABASE_PATH } = env();
  // The folder: PHOTOS_DIR, else `photos` beside the database (on Fly.io, on the same volume).
  const PHOTOS_DIR = env().PHOTOS_DIR ?? path.join(path.dirname(DATABASE_PATH), "photos");
  const config = JSON.stringify([BUCKET_NAME, AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID, PHOTOS_DIR]);
  if (current?.config === config) return current.store;
  const store =
    BUCKET_NAME && AWS_ACCESS_KEY_ID && AWS_SECRET_ACCESS_KEY
      ? bucketStore(
          new S3Client({
            endpoint: AWS_ENDPOINT_URL_S3,
            region: AWS_REGION ?? "auto",
            credentials: { accessKeyId: AWS_ACCESS_KEY_ID, secretAccessKey: AWS_SECRET_ACCESS_KEY },
            // Tigris and test servers answer at the endpoint itself, not at a bucket's own host name.
            forcePathStyle: true,
          }),
          BUCKET_NAME,
        )
      : folderStore(PHOTOS_DIR);
  current = { config, store };
  return store;
}
