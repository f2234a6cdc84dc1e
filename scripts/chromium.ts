// How every browser this project drives is launched: Debian's Chromium (never a downloaded one),
// and nothing beyond loopback (without the resolver rule Chromium still looks up Google's hosts).
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    '--host-resolver-rules=MAP * 127.0.0.1:9, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
};
