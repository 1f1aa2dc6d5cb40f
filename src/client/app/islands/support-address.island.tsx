// /contact's support address, read from the public settings once the page shows.
import { PublicSupportAddress } from "../../features/contact/components/support-address";
import { defineIsland } from "./define-island";

defineIsland("support-address", () => <PublicSupportAddress />);
