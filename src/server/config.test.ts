import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAX_HEAP_MB, loadConfig } from './config';

describe('MAX_HEAP_MB', () => {
  it('defaults to the heap cap of the start scripts', () => {
    expect(loadConfig({}).maxHeapMb).toBe(DEFAULT_MAX_HEAP_MB);
    expect(loadConfig({ MAX_HEAP_MB: '' }).maxHeapMb).toBe(DEFAULT_MAX_HEAP_MB);
  });

  it('takes a whole number of megabytes', () => {
    expect(loadConfig({ MAX_HEAP_MB: '384' }).maxHeapMb).toBe(384);
  });

  it('refuses a value V8 could not run the shop with, naming the variable', () => {
    for (const wrong of ['abc', '12', '160.5']) {
      expect(() => loadConfig({ MAX_HEAP_MB: wrong })).toThrow(ConfigError);
      expect(() => loadConfig({ MAX_HEAP_MB: wrong })).toThrow(/MAX_HEAP_MB/);
    }
  });
});

describe('WHATSAPP_*', () => {
  const all = {
    WHATSAPP_TOKEN: 'EAAG-token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: 'app-secret',
    WHATSAPP_VERIFY_TOKEN: 'verify-me-please',
    WHATSAPP_CONFIRM_TEMPLATE: 'order_confirmation',
  };

  it('is off without the variables, and set up with all five (Graph API v21.0 by default)', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    expect(loadConfig(all).whatsapp).toEqual({
      token: 'EAAG-token',
      phoneNumberId: '106540352242922',
      appSecret: 'app-secret',
      verifyToken: 'verify-me-please',
      confirmTemplate: 'order_confirmation',
      graphUrl: 'https://graph.facebook.com/v21.0',
    });
    expect(loadConfig({ ...all, WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9999/v21.0/' }).whatsapp?.graphUrl).toBe('http://127.0.0.1:9999/v21.0');
  });

  it('refuses a partial set, naming what is missing', () => {
    const { WHATSAPP_APP_SECRET: _secret, ...partial } = all;
    expect(() => loadConfig(partial)).toThrow(/WHATSAPP_APP_SECRET: must be set with the other WHATSAPP_ variables/);
    expect(() => loadConfig({ ...all, WHATSAPP_PHONE_NUMBER_ID: '+20 100' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
  });
});
