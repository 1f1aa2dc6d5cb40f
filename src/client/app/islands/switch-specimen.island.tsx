// /design-system's switch.
import { SwitchSpecimen } from "../../features/design-system/components/form-gallery";
import { defineIsland } from "./define-island";

defineIsland("switch-specimen", () => <SwitchSpecimen />);
