/**
 * The headers every response of the web server carries. The page is plain HTML with one script
 * file and one style sheet of its own, so the policy allows nothing from elsewhere, no inline
 * script or style, and no framing (against clickjacking: a page drawn inside another site's frame).
 * No referrer is sent: a page's address holds its link's token.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};
