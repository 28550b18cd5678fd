/**
 * The Content-Security-Policy of the server's own pages (the viewer, the home pages): this
 * origin's scripts, styles and connections only, images from this origin and `images` — no inline
 * script or style, no plugin, no frame, no form sent anywhere, no embedding elsewhere.
 */
export const pageCsp = (images: string): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${images}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
