// Debian's Firefox ESR for the browser tests, driven by puppeteer-core over
// WebDriver BiDi (no browser download), headless as root without a display,
// in a fresh profile puppeteer makes for each launch.
// FIREFOX=/path/to/firefox overrides the binary (default /usr/bin/firefox-esr).
import puppeteer from 'puppeteer-core';

export const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';

/** Launches Firefox; `prefs` are added to the ones that keep it off the network. */
export function launchFirefox(prefs = {}) {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    env: { ...process.env, MOZ_HEADLESS: '1' },
    extraPrefsFirefox: {
      // nothing leaves the machine: no updates, telemetry or safe-browsing lists
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      ...prefs,
    },
  });
}
