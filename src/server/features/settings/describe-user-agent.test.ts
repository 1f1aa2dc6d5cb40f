import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./describe-user-agent";

describe("describeUserAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0",
      "Edge",
      "Windows",
      "desktop",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
      "Safari",
      "macOS",
      "desktop",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", "Firefox", "Linux", "desktop"],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
      "Chrome",
      "Android",
      "mobile",
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1",
      "Chrome",
      "iOS",
      "tablet",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36",
      "Chrome",
      "Linux",
      "desktop",
    ],
  ])("%s", (ua, browser, os, device) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os, device });
  });

  it("says unknown rather than guessing", () => {
    expect(describeUserAgent(null)).toEqual({ browser: "Unknown browser", os: "Unknown system", device: "desktop" });
    expect(describeUserAgent("curl/8.5.0").browser).toBe("Unknown browser");
  });
});
