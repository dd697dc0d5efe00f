// A kept photo or signature as the answer to its address: private to whoever may see it, never cached or indexed.
/** The image, with headers that keep it to the one who asked. */
export function imageResponse(photo: { bytes: Buffer; contentType: string }): Response {
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
