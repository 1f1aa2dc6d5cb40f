// The sign-in form's schema, which the form and the server parse with. Apart from the other
// auth forms' (auth-schema.ts): the public sign-in page's code builds this one only.
import { z } from "zod";
import { EmailField, SignInPasswordField } from "../fields/fields";

export const SignInSchema = z.object({ email: EmailField, password: SignInPasswordField });

export type SignIn = z.infer<typeof SignInSchema>;
