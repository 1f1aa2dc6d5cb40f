// The designer (no code): layout, blocks, style and social links. Every change gives a new
// design; the editor turns it into HTML with the shared designToHtml.
import type { ReactNode } from "react";
import type { TemplateDesign } from "../../../../../../shared/templates/design/design-schema";
import { BlockList } from "./block-list";
import { LayoutPicker } from "./layout-picker";
import { SocialLinks } from "./social-links";
import { StylePanel } from "./style-panel";

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {description && <p className="text-xs text-slate-500">{description}</p>}
      </div>
      {children}
    </section>
  );
}

export function DesignPanel({ design, onChange }: { design: TemplateDesign; onChange: (design: TemplateDesign) => void }) {
  return (
    <div className="@container flex flex-col gap-5">
      <Section title="Layout" description="Where the photo, the logo and the details go.">
        <LayoutPicker value={design.layout} onChange={(layout) => onChange({ ...design, layout })} />
      </Section>
      <Section title="Blocks" description="Show, hide and order what the signature holds.">
        <BlockList blocks={design.blocks} onChange={(blocks) => onChange({ ...design, blocks })} />
      </Section>
      <Section title="Style" description="Web-safe fonts only: they look the same in every mail client.">
        <StylePanel style={design.style} onChange={(style) => onChange({ ...design, style })} />
      </Section>
      <Section title="Social links" description="Your company's profiles, shown as icons. Leave a field empty to leave it out.">
        <SocialLinks links={design.social} onChange={(social) => onChange({ ...design, social })} />
      </Section>
    </div>
  );
}
