// Profile photo upload rules, shared by the form (checked before upload) and the server
// (checked again by content: the declared type and file name are never trusted).
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Shown at 96 px in signatures; stored at twice that for high-density screens. */
export const PHOTO_DISPLAY_PX = 96;
export const PHOTO_STORED_PX = PHOTO_DISPLAY_PX * 2;

export const PHOTO_MIME_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export const PHOTO_MESSAGES = {
  tooLarge: "Photo must be at most 5 MB",
  badType: "Photo must be a PNG, JPEG, GIF or WebP image",
  unreadable: "This image could not be read. Please choose another file.",
  missing: "Please choose a photo to upload",
} as const;
