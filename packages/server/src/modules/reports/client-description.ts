import { UAParser } from 'ua-parser-js';

/**
 * Crawlers, link previews, monitors, scripted clients and headless browsers: their page views
 * are not visits. ua-parser-js 1 has no bot detection, hence the list.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|monitor|uptime|pingdom|headless|lighthouse|phantomjs|puppeteer|playwright|python-|curl\/|wget\/|go-http-client|okhttp|java\/|axios\/|node-fetch|undici|libwww|httpclient/i;

export interface ClientDescription {
  device: string | null;
  platform: string | null;
  browser: string | null;
  bot: boolean;
}

/** Device class (desktop, mobile, tablet…), operating system and browser of a user agent. */
export function describeClient(userAgent: string | null | undefined): ClientDescription {
  if (!userAgent) return { device: null, platform: null, browser: null, bot: true };
  const result = new UAParser(userAgent).getResult();
  const type = result.device.type;
  return {
    device: (type ?? 'desktop').slice(0, 50),
    platform: result.os.name?.slice(0, 50) ?? null,
    browser: result.browser.name?.slice(0, 50) ?? null,
    bot: BOT_PATTERN.test(userAgent),
  };
}
