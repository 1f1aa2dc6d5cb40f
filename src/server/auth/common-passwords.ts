// Refuses the 10,000 most common passwords (list and source in ./common-passwords/).
// Case does not make a password less guessable: "Password1" is "password1" here.
import { VALIDATION_MESSAGES } from "../../shared/fields/fields";
import { readFileSync } from "node:fs";
import { AppError } from "../lib/errors";
import { projectFile } from "../lib/project-files";

const LIST_FILE = projectFile("src/server/auth/common-passwords/list.txt");
let list: Set<string> | null = null;

export function isCommonPassword(password: string) {
  list ??= new Set(readFileSync(LIST_FILE, "utf8").split("\n").filter(Boolean));
  return list.has(password.normalize("NFKC").toLowerCase());
}

/** Throws a 400 naming `field` when the password is one of the most common ones. */
export function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    const message = VALIDATION_MESSAGES.passwordCommon;
    throw new AppError(400, "common_password", message, { [field]: message });
  }
}
