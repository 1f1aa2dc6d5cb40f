// lint as: src/client/features/members/api/violations.ts
// Query keys come from the resource layer (src/client/lib/resources), never a literal array here.
import { useQuery } from "@tanstack/react-query";
import { teamQuery } from "../../../lib/resources/team";

const fetchTeam = async () => [];
export const useTeamA = () => useQuery({ queryKey: ["/api/team"], queryFn: fetchTeam }); // refused: no-restricted-syntax
export const useTeamB = () => useQuery({ queryKey: ["/api/team"] as const, queryFn: fetchTeam }); // refused: no-restricted-syntax
export const useTeamC = () => useQuery({ queryKey: ["/api/team"] satisfies readonly string[], queryFn: fetchTeam }); // refused: no-restricted-syntax
export const useTeamD = () => useQuery({ "queryKey": ["/api/team"], queryFn: fetchTeam }); // refused: no-restricted-syntax
export const useTeamE = () => useQuery({ ...teamQuery({ page: 1 }), enabled: true });
