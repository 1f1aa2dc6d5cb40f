// What other features may use of password reset: its one-time codes (made, hashed, tried).
export { generateCode, hashCode, MAX_WRONG_CODE_ATTEMPTS } from "./reset-secrets";
