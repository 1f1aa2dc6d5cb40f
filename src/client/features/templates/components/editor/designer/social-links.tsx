// The company's social profiles: one https address per network; an empty field leaves the
// network out. A member's own LinkedIn ({{linkedin_url}}) is added by the design itself.
import { useEffect, useState } from "react";
import {
  SOCIAL_NETWORKS,
  SocialLinkSchema,
  type SocialLink,
  type SocialNetwork,
} from "../../../../../../shared/templates/design/design-schema";
import { SOCIAL_LABELS } from "../../../../../../shared/templates/design/social-icons";
import { Field } from "../../../../../components/ui/field";
import { Input } from "../../../../../components/ui/input";

function LinkField({ network, value, onChange }: { network: SocialNetwork; value: string; onChange: (url: string | null) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const error = text.trim() ? SocialLinkSchema.shape.url.safeParse(text).error?.issues[0]?.message : undefined;
  return (
    <Field label={SOCIAL_LABELS[network]} error={error}>
      <Input
        type="url"
        inputMode="url"
        placeholder={`https://${network === "x" ? "x.com" : `${network}.com`}/yourcompany`}
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          if (!next.trim()) onChange(null);
          else if (!SocialLinkSchema.shape.url.safeParse(next).error) onChange(next.trim());
        }}
      />
    </Field>
  );
}

export function SocialLinks({ links, onChange }: { links: SocialLink[]; onChange: (links: SocialLink[]) => void }) {
  const urlOf = (network: SocialNetwork) => links.find((l) => l.network === network)?.url ?? "";
  const set = (network: SocialNetwork, url: string | null) =>
    // Kept in the networks' own order, so the icons' order doesn't depend on typing order.
    onChange(
      SOCIAL_NETWORKS.flatMap((n) => {
        const value = n === network ? url : urlOf(n) || null;
        return value ? [{ network: n, url: value }] : [];
      }),
    );
  return (
    <div className="grid grid-cols-1 gap-3 @sm:grid-cols-2">
      {SOCIAL_NETWORKS.map((network) => (
        <LinkField key={network} network={network} value={urlOf(network)} onChange={(url) => set(network, url)} />
      ))}
    </div>
  );
}
