// Pre-designed templates (DESIGN.md: the gallery super admins curate; onboarding
// copies one in). Email-safe: tables and inline styles only, allow-listed tags only,
// written in the sanitizer's own serialization so saving them changes nothing.

export type GalleryTemplate = { slug: string; name: string; description: string; html: string };

const link = (color: string) => `color:${color};text-decoration:none`;

const classic = [
  '<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.4;color:#1f2937"><tbody><tr>',
  '<td valign="top" style="padding-right:16px"><img src="{{photo_url}}" alt="{{full_name}}" width="80" height="80" style="display:block;width:80px;height:80px;border-radius:40px;border:0"></td>',
  '<td valign="top" style="border-left:2px solid #2563eb;padding-left:16px">',
  '<p style="margin:0;font-size:16px;font-weight:bold;color:#111827">{{full_name}}</p>',
  '<p style="margin:0;color:#4b5563">{{#if job_title}}{{job_title}}{{#if company_name}} | {{/if}}{{/if}}{{company_name}}</p>',
  '<p style="margin:8px 0 0 0">',
  `{{#if office_phone}}<strong style="color:#2563eb">T</strong> <a href="tel:{{office_phone}}" style="${link("#1f2937")}">{{office_phone}}</a>&nbsp;&nbsp;{{/if}}`,
  `{{#if personal_phone}}<strong style="color:#2563eb">M</strong> <a href="tel:{{personal_phone}}" style="${link("#1f2937")}">{{personal_phone}}</a>{{/if}}`,
  "</p>",
  `<p style="margin:0"><a href="mailto:{{email}}" style="${link("#2563eb")}">{{email}}</a>{{#if website}} | <a href="{{website}}" style="${link("#2563eb")}">{{website}}</a>{{/if}}</p>`,
  '{{#if address}}<p style="margin:0;font-size:12px;color:#6b7280">{{#if office_name}}{{office_name}}, {{/if}}{{address}}</p>{{/if}}',
  `{{#if linkedin_url}}<p style="margin:6px 0 0 0"><a href="{{linkedin_url}}" style="${link("#0a66c2")};font-weight:bold">LinkedIn</a></p>{{/if}}`,
  '<img src="{{logo_url}}" alt="{{company_name}}" height="32" style="display:block;height:32px;margin-top:10px;border:0">',
  "</td></tr></tbody></table>",
].join("");

const modern = [
  '<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;font-family:\'Helvetica Neue\',Helvetica,Arial,sans-serif;color:#0f172a"><tbody>',
  '<tr><td style="padding-bottom:10px"><img src="{{logo_url}}" alt="{{company_name}}" height="40" style="display:block;height:40px;border:0"></td></tr>',
  '<tr><td style="font-size:18px;font-weight:bold">{{full_name}}</td></tr>',
  '{{#if job_title}}<tr><td style="padding-bottom:8px;font-size:12px;letter-spacing:1px;text-transform:uppercase;color:#7c3aed">{{job_title}}</td></tr>{{/if}}',
  '<tr><td style="border-top:3px solid #7c3aed;padding-top:8px;font-size:13px;line-height:1.6">',
  `<a href="mailto:{{email}}" style="${link("#0f172a")}">{{email}}</a>`,
  `{{#if personal_phone}}<br><a href="tel:{{personal_phone}}" style="${link("#0f172a")}">{{personal_phone}}</a>{{/if}}`,
  `{{#if website}}<br><a href="{{website}}" style="${link("#7c3aed")}">{{website}}</a>{{/if}}`,
  `{{#if linkedin_url}}<br><a href="{{linkedin_url}}" style="${link("#7c3aed")}">LinkedIn profile</a>{{/if}}`,
  "</td></tr>",
  '<tr><td style="padding-top:4px">{{campaigns}}</td></tr>',
  "</tbody></table>",
].join("");

const minimal = [
  "<div style=\"font-family:Georgia,'Times New Roman',serif;font-size:14px;line-height:1.5;color:#222222\">",
  "<strong>{{full_name}}</strong>{{#if job_title}}, {{job_title}}{{/if}}<br>",
  '{{#if company_name}}<span style="color:#555555">{{company_name}}</span><br>{{/if}}',
  '<a href="mailto:{{email}}" style="color:#222222">{{email}}</a>',
  '{{#if personal_phone}} · <a href="tel:{{personal_phone}}" style="color:#222222">{{personal_phone}}</a>{{/if}}',
  '{{#if website}}<br><a href="{{website}}" style="color:#555555">{{website}}</a>{{/if}}',
  "</div>",
].join("");

const corporate = [
  '<table cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse"><tbody><tr>',
  '<td valign="middle" style="padding-right:18px;border-right:1px solid #d1d5db"><img src="{{logo_url}}" alt="{{company_name}}" width="96" style="display:block;width:96px;border:0"></td>',
  '<td valign="middle" style="padding-left:18px;font-family:Verdana,Geneva,sans-serif;font-size:12px;line-height:1.5;color:#374151">',
  '<h3 style="margin:0;font-size:15px;color:#111827">{{full_name}}</h3>',
  '{{#if job_title}}<div style="font-weight:bold;color:#0f766e">{{job_title}}</div>{{/if}}',
  "<div>{{company_name}}{{#if office_name}} · {{office_name}}{{/if}}</div>",
  '{{#if address}}<div style="color:#6b7280">{{address}}</div>{{/if}}',
  `<div>{{#if office_phone}}Office <a href="tel:{{office_phone}}" style="${link("#374151")}">{{office_phone}}</a>{{/if}}`,
  `{{#if personal_phone}} · Mobile <a href="tel:{{personal_phone}}" style="${link("#374151")}">{{personal_phone}}</a>{{/if}}</div>`,
  `<div><a href="mailto:{{email}}" style="${link("#0f766e")}">{{email}}</a>{{#if website}} · <a href="{{website}}" style="${link("#0f766e")}">{{website}}</a>{{/if}}</div>`,
  '{{#if employee_count}}<div style="font-size:11px;color:#9ca3af">{{company_name}} · {{employee_count}} people</div>{{/if}}',
  "</td></tr></tbody></table>",
].join("");

export const GALLERY_TEMPLATES: GalleryTemplate[] = [
  { slug: "classic", name: "Classic", description: "Round photo beside your details, company logo below.", html: classic },
  { slug: "modern", name: "Modern", description: "Logo on top, bold name and a colored rule; campaigns in their own row.", html: modern },
  { slug: "minimal", name: "Minimal", description: "Plain text lines that look at home in any mail client.", html: minimal },
  { slug: "corporate", name: "Corporate", description: "Logo and office details side by side, for larger teams.", html: corporate },
];
