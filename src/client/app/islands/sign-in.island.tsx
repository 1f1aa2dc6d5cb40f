// /auth's sign-in form.
import { SignInForm } from "../../features/auth/components/sign-in-form";
import { defineIsland } from "./define-island";

defineIsland("sign-in", () => <SignInForm initialEmail="" />);
