// The landing page's feature list: the product's nine features,
// grouped the way a buyer evaluates them (design, rollout, campaigns).
import {
  BarChart3,
  Building2,
  Layers,
  LayoutTemplate,
  MailCheck,
  Megaphone,
  Rocket,
  ShieldCheck,
  UserPlus,
  type LucideIcon,
} from "lucide-react";

export type Feature = { title: string; description: string; icon: LucideIcon };
export type FeatureGroup = { id: string; eyebrow: string; title: string; description: string; features: Feature[] };

export const FEATURE_GROUPS: FeatureGroup[] = [
  {
    id: "design",
    eyebrow: "Design",
    title: "One look, every inbox",
    description: "Start from a template that already renders well everywhere, then shape it to your brand and your teams.",
    features: [
      {
        icon: LayoutTemplate,
        title: "Pre-designed templates",
        description: "Pick a table-based, email-safe template from the gallery and make it yours with your logo, colors and fields.",
      },
      {
        icon: Building2,
        title: "Department-specific templates",
        description: "Give Sales, Support or Engineering their own template. Members get the one for their department automatically.",
      },
      {
        icon: MailCheck,
        title: "Works with all email providers",
        description: "Signatures are built for Gmail, Outlook, Apple Mail, Thunderbird, Yahoo Mail and the mail apps on iOS and Android.",
      },
    ],
  },
  {
    id: "rollout",
    eyebrow: "Rollout",
    title: "Roll out to the whole company",
    description: "Bring everyone in at once, keep control over who can change what, and update every signature in one step.",
    features: [
      {
        icon: Rocket,
        title: "One-click deployment to teams",
        description: "Changed the template or the address of an office? Deploy, and every member gets their updated signature.",
      },
      {
        icon: UserPlus,
        title: "Bulk user invitations",
        description: "Paste a list of addresses or upload a CSV file. Each row is checked and you see who was invited.",
      },
      {
        icon: ShieldCheck,
        title: "Role-based permissions",
        description: "Admins manage templates, campaigns and people. Members keep their own details current and choose their campaigns.",
      },
    ],
  },
  {
    id: "campaigns",
    eyebrow: "Campaigns",
    title: "Turn every email into a channel",
    description: "Your team sends emails all day. Put a banner for your next webinar, launch or survey under each of them.",
    features: [
      {
        icon: Megaphone,
        title: "Campaign management",
        description: "Create banners with a landing page and a call to action, schedule them, and target the departments they are for.",
      },
      {
        icon: Layers,
        title: "Multiple active campaigns",
        description: "Run several campaigns side by side. Members choose which of them appear in their signature.",
      },
      {
        icon: BarChart3,
        title: "Campaign analytics",
        description: "Count impressions and clicks per campaign and member over time, and export the figures as CSV.",
      },
    ],
  },
];

export const TRIAL_POINTS = ["No credit card required", "Set up in minutes", "Cancel anytime"] as const;

export const EMAIL_CLIENTS = ["Gmail", "Outlook", "Apple Mail", "Thunderbird", "Yahoo Mail", "iOS Mail", "Android mail apps"] as const;
