// "Test sign-in": a sign-in with the provider in a new window, checked like a real one but
// signing nobody in. The window is opened on the click (so no pop-up blocker stops it), then
// sent to the identity provider; it comes back to this tab with ?sso_test=<result>, shown by
// TestResult. This window watches the settings while it is open, so the pass shows here.
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { FlaskConical } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Alert } from "../../../components/ui/alert";
import { showError } from "../../../components/ui/toaster";
import type { SsoProviderRow } from "../../../lib/resources/sso";
import { isSsoRefusalCode, SSO_REFUSAL_REASONS } from "../../../../shared/sso/sso-refusals";
import { SSO_TEST_PARAM } from "../../../../shared/sso/sso-schema";
import { useStartSsoTest } from "../api/sso";

/**
 * The test window open now, if any: set when a test starts, cleared once the window is closed,
 * when `onClosed` reads the settings once more (the result may have come in since the last look).
 */
export function useTestWindow(onClosed: () => void) {
  const [testWindow, setTestWindow] = useState<Window | null>(null);
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  });
  useEffect(() => {
    if (!testWindow) return;
    const timer = setInterval(() => {
      if (!testWindow.closed) return;
      setTestWindow(null);
      closed.current();
    }, 500);
    return () => clearInterval(timer);
  }, [testWindow]);
  return [testWindow, setTestWindow] as const;
}

export function TestSignInButton({ provider, onStarted }: { provider: SsoProviderRow; onStarted: (testWindow: Window) => void }) {
  const start = useStartSsoTest();
  const onClick = async () => {
    const testWindow = window.open("", "_blank");
    if (!testWindow) {
      showError("Allow pop-ups for this site to test sign-in in a new window.");
      return;
    }
    testWindow.opener = null;
    try {
      const { redirectUrl } = await start.mutateAsync(provider.id);
      testWindow.location.href = redirectUrl;
      onStarted(testWindow);
    } catch (error) {
      testWindow.close();
      showError((error as Error).message || "The test sign-in could not start.");
    }
  };
  return (
    <Button size="sm" variant="secondary" onClick={onClick} disabled={start.isPending} aria-label={`Test sign-in with ${provider.name}`}>
      <FlaskConical aria-hidden="true" /> Test sign-in
    </Button>
  );
}

/** In the test window: what the test found, from ?sso_test=ok or ?sso_test=<refusal code>. */
export function TestResult({ providers }: { providers: SsoProviderRow[] }) {
  const [params] = useSearchParams();
  const result = params.get(SSO_TEST_PARAM);
  if (!result) return null;
  const close = (
    <Button size="sm" variant="secondary" className="mt-2" onClick={() => window.close()}>
      Close this window
    </Button>
  );
  if (result === "ok") {
    const tested = providers.filter((p) => p.testedAt).sort((a, b) => b.testedAt!.localeCompare(a.testedAt!))[0];
    return (
      <Alert tone="success" data-testid="sso-test-result">
        Test sign-in passed{tested ? ` with ${tested.name}: ${tested.testedEmail} would be signed in` : ""}. Nobody was signed in by it. You
        can close this window and turn on Require single sign-on.
        <div>{close}</div>
      </Alert>
    );
  }
  const reason = isSsoRefusalCode(result) ? SSO_REFUSAL_REASONS[result] : "the identity provider's answer couldn't be checked";
  return (
    <Alert tone="error" data-testid="sso-test-result">
      Test sign-in failed: {reason}. Fix the provider's settings here or at the identity provider, then test again.
      <div>{close}</div>
    </Alert>
  );
}
