// The server's garbage collector settings, set before anything else of the server loads (the
// first import of index.ts), whichever command starts it (npm start, npm run dev, the tests'
// and benches' servers). Each holds for every isolate made after it: the main one, and the
// worker threads the server starts (the DOM thread, lib/dom-thread.ts).
//
// No allocation-site pretenuring: V8 watches where objects are made and, once most objects made
// at one place outlived a young-generation collection, makes every later one there directly in
// the old generation. At startup (migrations, seeding, the first requests) that happened to
// the small objects the request validation makes for every request (zod's parse payloads and
// contexts), which die a millisecond later. The old generation then filled with them at 10 to
// 20 MB a second under load, and a full collection ran every few seconds: its marking took the
// main thread for 15 to 30 ms at a time over about 50 ms, and at half the server's peak rate
// each one left hundreds of requests waiting. Without pretenuring they die young, as they
// should, and under a steady load the server ran no full collection (decision 073).
//
// No memory reducer: a few seconds after an isolate stops allocating, V8 runs up to three full,
// compacting collections of it to give memory back. The DOM thread idles between the
// sanitizing a template save asks of it, so each save was followed by 25 to 50 ms of collection
// on a second thread while requests were being served; on a machine with two cores that time
// is taken from the main thread or its clients, and at half the server's peak rate each one
// was a burst of late answers. The heaps still shrink by the ordinary collections
// that allocation starts (decision 074).
import { setFlagsFromString } from "node:v8";

setFlagsFromString("--no-allocation-site-pretenuring");
setFlagsFromString("--no-memory-reducer");
