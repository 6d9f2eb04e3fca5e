import type { CountryOption, TimezoneOption } from '@tonearm/shared/account/account.schemas';

/** ISO 3166-1 alpha-2 codes in use, plus XK (Kosovo), which ICU and most gateways know. */
const COUNTRY_CODES = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ
  BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
  DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS
  GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
  KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
  MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
  PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV
  SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
  VN VU WF WS XK YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

const COUNTRY_CODE_SET = new Set(COUNTRY_CODES);

let countries: CountryOption[] | null = null;
let timezones: Record<string, TimezoneOption[]> | null = null;

/** Every country with its English name (Intl.DisplayNames), sorted by name. */
export function countryList(): CountryOption[] {
  if (!countries) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    countries = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  }
  return countries;
}

export function isCountryCode(code: string): boolean {
  return COUNTRY_CODE_SET.has(code.toUpperCase());
}

function offsetOf(timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value;
  // "GMT" alone means +00:00.
  return part && part !== 'GMT' ? part : 'GMT+00:00';
}

function allTimezones(): string[] {
  // UTC is not in the list Intl gives, but it is what servers and many users pick.
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

/** IANA zones grouped by region ("America", "Europe", ...), each labelled with its offset. */
export function timezoneGroups(): Record<string, TimezoneOption[]> {
  if (!timezones) {
    const groups: Record<string, TimezoneOption[]> = {};
    for (const zone of allTimezones()) {
      const slash = zone.indexOf('/');
      const group = slash === -1 ? 'Other' : zone.slice(0, slash);
      const place = (slash === -1 ? zone : zone.slice(slash + 1)).replaceAll('_', ' ');
      (groups[group] ??= []).push({ value: zone, text: `${place} (${offsetOf(zone)})` });
    }
    timezones = groups;
  }
  return timezones;
}
