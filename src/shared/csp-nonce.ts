// index.html carries this placeholder in <meta property="csp-nonce" nonce="...">. The server
// puts a fresh nonce in its place in every answer and in that answer's CSP header; the client
// gives it to the libraries that write <style> elements (decision 023).
export const CSP_NONCE_PLACEHOLDER = "__SIGNET_CSP_NONCE__";
