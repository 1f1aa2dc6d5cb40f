// Every client test file runs this first. Testing Library's findBy* queries and waitFor give
// up after one second by default: a time budget that a busy machine (the unit tests share two
// cores with the lint and the benches in the test run) misses now and then, and a test that
// waits for a page's text then fails though the page is right. Their wait is a backstop for a
// page that never shows the text, as vitest's own test timeout is.
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 60_000 });
