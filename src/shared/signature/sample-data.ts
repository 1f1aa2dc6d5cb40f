// Sample values for previews (the template editor shows a template filled with
// these when no member is chosen) and for tests.

import type { CampaignData, SignatureData } from "./fields";

export const SAMPLE_SIGNATURE_DATA: SignatureData = {
  email: "jane.doe@acme.example",
  personal_phone: "+1 (555) 010-2000",
  full_name: "Jane Doe",
  job_title: "Head of Customer Success",
  company_name: "Acme Corp",
  website: "www.acme.example",
  office_phone: "+1 (555) 010-1000",
  address: "100 Main Street, Springfield",
  employee_count: 250,
  linkedin_url: "linkedin.com/in/janedoe",
  photo_url: "https://cdn.acme.example/photos/jane.png",
  logo_url: "https://cdn.acme.example/logo.png",
  office_name: "Springfield HQ",
};

/**
 * The sample for what an admin looks at (thumbnails, the editor's "Sample data" preview, the
 * gallery): the sample photo and logo addresses above load nothing, so without them the
 * renderer shows the default images this server serves and previews have real pictures.
 */
export const SAMPLE_PREVIEW_DATA: SignatureData = { ...SAMPLE_SIGNATURE_DATA, photo_url: null, logo_url: null };

export const SAMPLE_CAMPAIGNS: CampaignData[] = [
  {
    id: "sample-webinar",
    name: "Spring webinar",
    description: "Join our live product tour on May 12.",
    image_url: "https://cdn.acme.example/banners/webinar.png",
    landing_page_url: "https://acme.example/webinar",
    cta_text: "Save your seat",
  },
];
