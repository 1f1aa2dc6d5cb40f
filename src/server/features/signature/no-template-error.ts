import { AppError } from "../../lib/errors";
import { SIGNATURE_PAGE_TEXT } from "../../../shared/messages";

// The signature page shows this exact text when code is no_template.
export const noTemplate = () => new AppError(404, "no_template", SIGNATURE_PAGE_TEXT.noTemplate);
