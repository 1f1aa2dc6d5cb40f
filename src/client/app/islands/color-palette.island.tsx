// /design-system's colors, with each token's value read from the page's style sheet.
import { ColorPalette } from "../../features/design-system/components/color-palette";
import { defineIsland } from "./define-island";

defineIsland("color-palette", () => <ColorPalette />);
