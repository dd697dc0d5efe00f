// A photo from a phone's camera made fit to keep: turned upright by its own orientation tag,
// no larger than 1600 px on its long side, re-encoded as a JPEG, and with every metadata field
// gone (sharp writes none unless asked: no EXIF, so no GPS, no camera, no time). A signature typed
// without JavaScript is drawn here as an image, like a drawn one.
import sharp from "sharp";

const PHOTO_LONG_SIDE = 1600;

// One image at a time, nothing kept between them: the machine has 256 MB (fly.toml).
sharp.concurrency(1);
sharp.cache(false);

export type Kept = { bytes: Buffer; width: number; height: number; contentType: "image/jpeg" | "image/png" };

/** The photo as kept, or null when the bytes are no image sharp can read. */
export async function keptPhoto(input: Uint8Array): Promise<Kept | null> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 50_000_000, failOn: "error" })
      .rotate()
      .resize({ width: PHOTO_LONG_SIDE, height: PHOTO_LONG_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: "image/jpeg" };
  } catch {
    return null;
  }
}

/** A drawn signature (a PNG from the screen's canvas), kept as a PNG without metadata, or null. */
export async function keptSignature(input: Uint8Array): Promise<Kept | null> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 4_000_000, failOn: "error" })
      .resize({ width: 800, height: 400, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: "image/png" };
  } catch {
    return null;
  }
}

const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A typed name as a signature's image (no JavaScript on the phone to draw one). */
export async function typedSignature(name: string): Promise<Kept> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="160"><rect width="100%" height="100%" fill="#fff"/><text x="24" y="100" font-family="Noto Sans, Noto Sans Kannada, Noto Sans Devanagari, sans-serif" font-size="48" font-style="italic" fill="#1e293b">${escaped(name)}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, contentType: "image/png" };
}
