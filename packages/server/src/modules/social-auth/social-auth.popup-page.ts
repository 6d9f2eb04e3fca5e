import type { SocialAuthMessage } from '@tonearm/shared/social-auth/social-auth.schemas';
import { serializeForScript } from '../../platform/text/html-text';

/**
 * The page the provider returns the popup to (popup pages): it hands the result to
 * the window that opened it, on this origin only, and closes. The result travels as inert JSON;
 * the one inline script carries the request's CSP nonce.
 */
export function renderPopupPage(message: SocialAuthMessage, scriptNonce: string): string {
  const nonce = scriptNonce.replace(/[^\w+/=-]/g, '');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in…</title></head>
<body>
<script type="application/json" id="social-auth-result">${serializeForScript(message)}</script>
<script nonce="${nonce}">
(function () {
  var data = JSON.parse(document.getElementById('social-auth-result').textContent);
  if (window.opener) window.opener.postMessage(data, window.location.origin);
  window.close();
})();
</script>
</body>
</html>`;
}
