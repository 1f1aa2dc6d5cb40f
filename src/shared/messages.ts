// User-visible texts: toasts, page texts and the landing page (auth error texts live in
// auth/error-catalogue.ts). Tests and e2e assertions import these instead of copying.

export const TOAST_TITLES = {
  error: "Error",
  success: "Success",
} as const;

export const TOASTS = {
  signOutError: "Error signing out",
  signOutSuccess: "Signed out successfully",
  verificationCodeSent: "Verification Code Sent",
  passwordResetSuccessful: "Password Reset Successful",
  /** Fallback message of the generic error handler (title TOAST_TITLES.error). */
  unexpectedError: "An unexpected error occurred",
  campaignUpdateFailed: "Failed to update campaign selection",
  campaignUpdated: "Campaign selection updated",
  signatureLoadFailed: "Failed to load signature data",
  signatureCopied: "Signature copied to clipboard",
  signatureCopyFailed: "Failed to copy signature to clipboard",
  popupBlocked: "Please allow popups to open the signature in a new tab",
} as const;

export const ERROR_PAGE_TEXT = {
  routingError: "Unexpected Application Error!",
  notFound: "Oops! Page not found",
  returnHome: "Return to Home",
} as const;

export const SIGNATURE_PAGE_TEXT = {
  loading: "Loading signature...",
  noTemplate: "No signature template found. Please contact your administrator.",
  previewUnavailable: "Unable to load signature preview",
  campaignsLoading: "Loading campaigns...",
  noCampaigns: "No campaigns are currently available.",
  campaignsTitle: "Email Signature Campaigns",
  campaignsSubtitle: "Select which campaigns to include in your email signature",
  previewTitle: "Preview",
  previewSubtitle: "This is how your email signature will look",
  openInNewTab: "Open in new tab",
} as const;

export const ACCOUNT_STATUS_TEXT = {
  pendingTitle: "Account Pending Activation",
  suspendedTitle: "Account Suspended",
  backToLogin: "Back to Login",
} as const;

export const LANDING_TEXT = {
  welcomeBack: "Welcome back",
  goToDashboard: "Go to Dashboard",
  completeSetup: "Complete Setup",
  startFreeTrial: "Start Your Free Trial",
  signOut: "Sign Out",
} as const;
