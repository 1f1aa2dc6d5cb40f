import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { Table, TBody, Td, Th, THead, Tr } from "../../../components/ui/table";
import { Specimen } from "./ds-section";

const ROWS = [
  { name: "Jordan Lee", role: "Member", state: "Installed" },
  { name: "Priya Shah", role: "Member", state: "Not yet" },
] as const;

export function TableGallery() {
  return (
    <Specimen title="Table" source="components/ui/table.tsx" className="bg-slate-50">
      <Card className="overflow-hidden">
        <Table>
          <THead>
            <Th>Name</Th>
            <Th>Role</Th>
            <Th>Signature</Th>
          </THead>
          <TBody>
            {ROWS.map((row) => (
              <Tr key={row.name}>
                <Td className="font-medium text-slate-900">{row.name}</Td>
                <Td label="Role" className="text-slate-600">
                  {row.role}
                </Td>
                <Td label="Signature">
                  <Badge tone={row.state === "Installed" ? "success" : "neutral"}>{row.state}</Badge>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </Card>
    </Specimen>
  );
}
