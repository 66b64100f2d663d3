import { expect, test } from 'vitest';
import { webConfig } from '../../src/web/config.ts';

/** WEB_PORT, WEB_HOST and PUBLIC_URL, read once at the start: a bad one stops it with one line. */

test('8080 unless set; off serves nothing; 0 takes a free port', () => {
  expect(webConfig({})).toEqual({ port: 8080 });
  expect(webConfig({ WEB_PORT: 'off' })).toBeUndefined();
  expect(webConfig({ WEB_PORT: '0' })).toEqual({ port: 0 });
  expect(webConfig({ WEB_PORT: '9000', WEB_HOST: '0.0.0.0', PUBLIC_URL: 'https://games.example.org' })).toEqual({ port: 9000, host: '0.0.0.0', publicUrl: 'https://games.example.org' });
});

test('unset, it keeps out of the way of a health check on 8080 (as hosting.md suggests): 8081', () => {
  expect(webConfig({ HEALTH_PORT: '8080' })).toEqual({ port: 8081 });
  expect(webConfig({ HEALTH_PORT: '9090' })).toEqual({ port: 8080 });
  // Set, it is taken as it is (main.ts refuses it if it is HEALTH_PORT).
  expect(webConfig({ HEALTH_PORT: '8080', WEB_PORT: '8080' })).toEqual({ port: 8080 });
});

test('a port that is not one, or a public address that is not http(s), is refused by name', () => {
  expect(() => webConfig({ WEB_PORT: 'eighty' })).toThrow('WEB_PORT must be a port number (0-65535) or off, not "eighty"');
  expect(() => webConfig({ WEB_PORT: '70000' })).toThrow(/WEB_PORT must be a port number/);
  expect(() => webConfig({ PUBLIC_URL: 'games.example.org' })).toThrow(/PUBLIC_URL must be an http\(s\) address/);
});
