import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import Bowser from 'bowser';
import { type CountryResponse, Reader } from 'mmdb-lib';

/** Where a sign-in comes from, as the "Where you're signed in" screen shows it. Never the address itself. */
export interface ClientOrigin {
  browser: string;
  os: string;
  place: string;
}

/** Names text pulled from a header: a browser can send anything, so it is bounded and trimmed. */
const label = (value: string | undefined) => (value ?? '').trim().slice(0, 60);

/** "Chrome 131" and "macOS" from the User-Agent, by bowser (kept up to date with new browsers). */
function describeUserAgent(userAgent: string | undefined): Pick<ClientOrigin, 'browser' | 'os'> {
  if (!userAgent) return { browser: '', os: '' };
  const parser = Bowser.getParser(userAgent.slice(0, 512));
  const name = parser.getBrowserName();
  const major = parser.getBrowserVersion()?.split('.')[0];
  return { browser: label(name && major ? `${name} ${major}` : name), os: label(parser.getOSName()) };
}

/**
 * Loopback and the private ranges (RFC 1918, carrier-grade NAT, link-local, IPv6 unique-local) are on
 * the server's own network: no database knows where they are.
 */
function localPlace(address: string): string | null {
  if (address === '::1' || address.startsWith('127.')) return 'This network';
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'Local network';
    if ((a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254)) return 'Local network';
    return null;
  }
  if (/^f[cd]/.test(address) || /^fe[89ab]/.test(address)) return 'Local network';
  return null;
}

/** This table's records are `{ country_code }`, not MaxMind's nested shape (whose fields are all optional). */
type CountryRecord = CountryResponse & { readonly country_code?: string };

/**
 * An offline IP-to-country table (docs/privacy.md, "Sessions and devices"): read once, on the first
 * lookup, from the package that ships it; no request ever leaves the server to place an address.
 */
const countryDatabaseFile = createRequire(import.meta.url).resolve(
  '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
);
let countries: Promise<Reader<CountryRecord>> | null = null;
const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** The country an address is registered in ("Germany"), "This network" / "Local network", or "" when unknown. */
async function placeOf(ip: string): Promise<string> {
  // An IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d.
  const address = ip.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  const local = localPlace(address);
  if (local) return local;
  if (isIP(address) === 0) return '';
  countries ??= readFile(countryDatabaseFile).then((buffer) => new Reader<CountryRecord>(buffer));
  try {
    const code = (await countries).get(address)?.country_code;
    return code ? (countryNames.of(code) ?? code) : '';
  } catch {
    // A place is a courtesy: a missing or unreadable table never stops a sign-in. Try again next time.
    countries = null;
    return '';
  }
}

/** Browser, system and place of a request, from its User-Agent and client address. */
export async function clientOrigin(ip: string, userAgent: string | undefined): Promise<ClientOrigin> {
  return { ...describeUserAgent(userAgent), place: await placeOf(ip) };
}
