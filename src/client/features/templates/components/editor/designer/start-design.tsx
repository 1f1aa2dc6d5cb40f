// A hand-written template has no design. Starting one replaces the HTML with the default
// design (asked first when there is HTML to lose); restoring a version brings the HTML back.
import { useState } from "react";
import { Palette } from "lucide-react";
import { DEFAULT_DESIGN } from "../../../../../../shared/templates/design/default-design";
import type { TemplateDesign } from "../../../../../../shared/templates/design/design-schema";
import { Button } from "../../../../../components/ui/button";
import { EmptyState } from "../../../../../components/ui/empty-state";
import { ConfirmDialog } from "../../../../../components/ui/confirm-dialog";
import { readDesign } from "../lib/read-design";

type Props = { hasHtml: boolean; onStart: (design: TemplateDesign) => void; versioned: boolean };

export function StartDesign({ hasHtml, onStart, versioned }: Props) {
  const [asking, setAsking] = useState(false);
  const start = () => onStart(readDesign(DEFAULT_DESIGN) ?? DEFAULT_DESIGN);
  return (
    <>
      <EmptyState
        icon={<Palette />}
        title="This template is written in HTML"
        action={
          <Button onClick={() => (hasHtml ? setAsking(true) : start())}>
            <Palette aria-hidden="true" /> Start a design
          </Button>
        }
      >
        Edit it in the HTML tab, or start over in the designer: pick a layout, blocks and colours, no code needed.
      </EmptyState>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Replace the HTML with a design?"
        description={`The designer starts from a standard design and its HTML replaces this template's when you save.${versioned ? " Earlier versions stay in the history." : ""}`}
        tone="primary"
        cancelLabel="Keep the HTML"
        confirmLabel="Start a design"
        onConfirm={() => {
          setAsking(false);
          start();
        }}
      />
    </>
  );
}
