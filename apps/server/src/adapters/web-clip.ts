import { createHash } from 'node:crypto';

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stable UUID for a name, so one brand's profile is the same file on every request. */
function uuidOf(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

/**
 * An iOS configuration profile (MOBILECONFIG, spec section 3: download links) holding one web clip:
 * installing it puts the site on the home screen as a full-screen app, where no store app exists.
 * Unsigned: iOS shows it as "Not Verified", as for any profile a site serves without a certificate.
 */
export function webClipProfile(input: { label: string; url: string; identifier: string }): string {
  const { label, url, identifier } = input;
  const string = (key: string, value: string) => `\t\t\t<key>${key}</key>\n\t\t\t<string>${escapeXml(value)}</string>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>PayloadContent</key>
\t<array>
\t\t<dict>
${string('Label', label)}
${string('URL', url)}
\t\t\t<key>FullScreen</key>
\t\t\t<true/>
\t\t\t<key>IsRemovable</key>
\t\t\t<true/>
${string('PayloadType', 'com.apple.webClip.managed')}
${string('PayloadIdentifier', `${identifier}.webclip`)}
${string('PayloadUUID', uuidOf(`${identifier}.webclip`))}
\t\t\t<key>PayloadVersion</key>
\t\t\t<integer>1</integer>
\t\t</dict>
\t</array>
\t<key>PayloadDisplayName</key>
\t<string>${escapeXml(label)}</string>
\t<key>PayloadIdentifier</key>
\t<string>${escapeXml(identifier)}</string>
\t<key>PayloadType</key>
\t<string>Configuration</string>
\t<key>PayloadUUID</key>
\t<string>${uuidOf(identifier)}</string>
\t<key>PayloadVersion</key>
\t<integer>1</integer>
</dict>
</plist>
`;
}
