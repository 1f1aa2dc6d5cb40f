// After a successful sign-in or sign-up: drop any cached data of a previous user, load
// the new user, then go to the page the guard remembered (or /signature).
import { usePageNavigation } from "../../lib/page-navigation";
import { targetAfterAuth } from "./auth-mode";

export function useFinishSignIn() {
  const navigation = usePageNavigation();
  return async () => {
    await navigation.sessionStarted();
    navigation.go(targetAfterAuth(navigation.state), { replace: true });
  };
}
