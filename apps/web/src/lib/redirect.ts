export const REDIRECT_PARAM = 'redirect';

/** Only same-site paths: "//host" and "/\host" would leave the site. */
export function safeRedirectPath(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function withRedirect(path: string, redirect: string | null): string {
  const safe = safeRedirectPath(redirect);
  return safe === null ? path : `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: safe })}`;
}
