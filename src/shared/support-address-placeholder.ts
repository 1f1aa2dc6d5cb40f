// A page the build prerendered (/contact) shows the support address, which only the running
// server knows (SUPPORT_EMAIL): the build writes this in its place, and the server puts the
// address there, escaped, when it reads the page (server/lib/serve-client.ts). So the address
// is in the page's HTML from the first byte, with no script and no request of its own.
export const SUPPORT_EMAIL_PLACEHOLDER = "__SIGNET_SUPPORT_EMAIL__";
