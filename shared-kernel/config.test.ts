import { configureKernel, isKernelConfigured, kernelConfig } from './config';

describe('kernel configuration', () => {
  it('refuses to be read before it is set', () => {
    jest.isolateModules(() => {
      const fresh = require('./config') as typeof import('./config');
      expect(fresh.isKernelConfigured()).toBe(false);
      expect(() => fresh.kernelConfig()).toThrow('call configureKernel() first');
    });
  });

  it('trims trailing slashes, derives the socket URL and defaults the API key to empty', () => {
    configureKernel({ apiUrl: 'https://api.example/', env: 'production' });
    expect(isKernelConfigured()).toBe(true);
    expect(kernelConfig()).toEqual({ apiUrl: 'https://api.example', wsUrl: 'wss://api.example', apiKey: '', env: 'production', simulators: false });
    configureKernel({ apiUrl: 'http://localhost:8787', env: 'development', apiKey: 'k' });
    expect(kernelConfig().wsUrl).toBe('ws://localhost:8787');
    configureKernel({ apiUrl: '/api', wsUrl: 'wss://live.example/', env: 'test' });
    expect(kernelConfig().wsUrl).toBe('wss://live.example');
  });
});
