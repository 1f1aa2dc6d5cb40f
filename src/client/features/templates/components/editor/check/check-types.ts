// The email-client check's answer (POST /api/templates/check), as the editor reads it.
export type { TemplateCheckResponse as TemplateCheck, EmailClientFinding } from "../../../../../../shared/templates/template-responses";
