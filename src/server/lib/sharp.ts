// sharp, the image library (a native module and its JavaScript), loaded by the first image the
// process reads or writes rather than at start.
import type SharpFactory from "sharp";
import { onFirstUse } from "./on-first-use";

const load = onFirstUse<typeof SharpFactory>("sharp");

/** sharp's own factory: `sharp(bytes, options)`. */
export const sharp = ((...args: Parameters<typeof SharpFactory>) => load()(...args)) as typeof SharpFactory;
