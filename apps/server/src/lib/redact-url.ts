/** Query parameters whose values never reach the log (sign-in codes, tokens, keys, signatures). */
const SECRET_PARAM = /token|code|state|secret|password|passwd|key|session|auth|sig|credential|otp/i;

/**
 * `url` with the values of token-like query parameters replaced by `[redacted]`
 * (`/api/x?token=abc&page=2` → `/api/x?token=[redacted]&page=2`). The path is kept as is.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        /* undecodable name: match on the raw text */
      }
      return eq >= 0 && SECRET_PARAM.test(name) ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}
