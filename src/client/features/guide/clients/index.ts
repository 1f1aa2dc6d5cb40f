// The guides in the order of the picker: the most used clients first.
import type { GuideClient } from "../guide-types";
import { androidGmail } from "./android-gmail";
import { appleMail } from "./apple-mail";
import { gmail } from "./gmail";
import { iosMail } from "./ios-mail";
import { outlookClassic } from "./outlook-classic";
import { outlookMac } from "./outlook-mac";
import { outlookNew } from "./outlook-new";
import { thunderbird } from "./thunderbird";

export const GUIDE_CLIENTS: GuideClient[] = [gmail, outlookClassic, outlookNew, outlookMac, appleMail, iosMail, thunderbird, androidGmail];
