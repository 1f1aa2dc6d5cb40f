// Which page shell a page is rendered in: the public one (top bar and footer) or the
// signed-in app's (sidebar too). A page that appears in both, such as /contact, fits its
// own padding to the shell, which already pads its content.
import { createContext, useContext } from "react";

export type Shell = "public" | "app";
export const ShellContext = createContext<Shell>("public");
export const useShell = () => useContext(ShellContext);
