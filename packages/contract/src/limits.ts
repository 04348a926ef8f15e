/** Business constants shared by the API and the web app (docs/seed-spec.md §9, docs/product.md §3). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_TRIES = 5;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const HEADER_SOLID_SCROLL_PX = 10;
export const CONTACT_SUCCESS_BANNER_MS = 5000;
export const TOAST_DURATION_MS = { error: 4000, success: 2000, blank: 4000 } as const;
export const TOAST_LIMIT = 20;
