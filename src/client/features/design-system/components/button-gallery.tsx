import { Plus, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { Specimen } from "./ds-section";

const VARIANTS = ["primary", "secondary", "ghost", "danger", "link"] as const;
const SIZES = ["sm", "md", "lg"] as const;

export function ButtonGallery() {
  return (
    <>
      <Specimen title="Variants and sizes" source="components/ui/button.tsx">
        <div className="overflow-x-auto">
          <table className="text-left text-xs text-slate-500">
            <thead>
              <tr>
                <th scope="col" className="pr-6 pb-3 font-medium">
                  Variant
                </th>
                {SIZES.map((size) => (
                  <th key={size} scope="col" className="pr-6 pb-3 font-medium">
                    {size}
                  </th>
                ))}
                <th scope="col" className="pb-3 font-medium">
                  disabled
                </th>
              </tr>
            </thead>
            <tbody>
              {VARIANTS.map((variant) => (
                <tr key={variant}>
                  <th scope="row" className="pr-6 py-2 font-mono font-normal">
                    {variant}
                  </th>
                  {SIZES.map((size) => (
                    <td key={size} className="pr-6 py-2">
                      <Button variant={variant} size={size}>
                        Save changes
                      </Button>
                    </td>
                  ))}
                  <td className="py-2">
                    <Button variant={variant} disabled>
                      Save changes
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Specimen>
      <Specimen title="With icons and states" className="flex flex-wrap items-center gap-3">
        <Button>
          <Plus aria-hidden="true" /> New campaign
        </Button>
        <Button variant="danger">
          <Trash2 aria-hidden="true" /> Delete
        </Button>
        <Button disabled>
          <Spinner className="size-4 border-white/40 border-t-white" label="Saving" /> Saving...
        </Button>
        <Button variant="secondary" size="icon" aria-label="Add">
          <Plus />
        </Button>
        <Button asChild variant="link">
          <a href="#buttons">A link styled as a button</a>
        </Button>
      </Specimen>
    </>
  );
}
