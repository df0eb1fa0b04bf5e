import { setUpTestNetwork } from '@farm-store/shared-ui/host/testing';
import { server } from './server';

setUpTestNetwork(server);

// jsdom has no canvas: charts render their labelled <canvas> but cannot draw, and chart.js says so once per chart.
HTMLCanvasElement.prototype.getContext = () => null;
// Nor object URLs: a chosen photo's preview gets a stand-in address (a test may put its own in place).
Object.assign(URL, { createObjectURL: (file: File) => `blob:${file.name}`, revokeObjectURL: () => undefined });
const consoleError = console.error.bind(console);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Failed to create chart')) return;
    consoleError(...args);
  });
});
