// Test photos as a phone's camera makes them: a large JPEG with an orientation tag and GPS and
// camera fields in its EXIF, and an S3-compatible server (s3rver: a real HTTP server speaking S3's
// API) for the bucket store.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import S3rver from "s3rver";
import sharp from "sharp";

/**
 * A 4000 × 3000 landscape JPEG stored sideways (orientation 6: shown upright it is 3000 × 4000), with
 * GPS, camera and time in its EXIF; of one colour, blue unless another is asked (two photos told apart).
 */
export async function cameraPhoto(background = { r: 30, g: 120, b: 200 }): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background } })
    .jpeg({ quality: 70 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "TestPhone", Model: "Camera 9", DateTime: "2026:11:24 10:05:00" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" },
    })
    .toBuffer();
}

/** What a kept image still carries: its size, and any EXIF, XMP, IPTC or ICC data. */
export async function imageFacts(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  return {
    width: meta.width,
    height: meta.height,
    format: meta.format,
    exif: meta.exif ?? null,
    xmp: meta.xmp ?? null,
    iptc: meta.iptc ?? null,
    orientation: meta.orientation ?? null,
  };
}

export const S3_KEYS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

/** An S3-compatible server on a free port of this machine with one bucket, and how to stop it. */
export async function startS3(bucket: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), "washfix-s3-")),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
